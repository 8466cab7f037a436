import axe from 'axe-core';
import type { Page } from '@playwright/test';

type Violation = Pick<axe.Result, 'id' | 'impact'> & { nodes: { html: string; messages: string[] }[] };

/**
 * axe-core's violations on the page as it is now, every rule axe runs by default, in the page's
 * document (or only `include`, a CSS selector). axe is put into a document once and run there with
 * its own `axe.run`: @axe-core/playwright injected it into every analysis and then opened a blank
 * page to put the frames' results together, two thirds of each scan's time here; this app has no
 * frames. Only violations are gathered (`resultTypes`), all of them, with every node.
 */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (scope) => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    const result = await run.run(scope ? { include: [scope] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ html: n.html, messages: n.any.map((c) => c.message) })),
    }));
  }, include ?? null);
}
