import { dependencyGraph, type DependencyEdge, type DependencyGraph, type DependencyRules, type StepKey } from '../engine/steps/index.js';
import type { VariantDef } from '../engine/variants/index.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import { readStepDefinition } from './step-definitions.js';

/** A step's rules as the graph reads them: from its rules file (undefined when it has none yet). */
export type RulesOf = (step: StepKey) => DependencyRules | undefined;

/** Reads each step's rules file once (step-schemas/<module>/<step>.rules.json). */
export function rulesFromFiles(dir = STEP_SCHEMAS_DIR): RulesOf {
  const read = new Map<StepKey, DependencyRules | undefined>();
  return (key) => {
    if (!read.has(key)) {
      const slash = key.indexOf('/');
      read.set(key, readStepDefinition(key.slice(0, slash), key.slice(slash + 1), dir)?.rules);
    }
    return read.get(key);
  };
}

/**
 * The dependency graph of each variant (step-schemas/README.md, "Dependencies between steps"):
 * which steps build on which, across modules, from the rules files. A member's change follows
 * their variant's graph (the reset rules follow its module order).
 */
export function dependencyGraphs(variants: readonly VariantDef[], rulesOf: RulesOf = rulesFromFiles()): Map<string, DependencyGraph> {
  return new Map(variants.map((v) => [v.variant_name, dependencyGraph([v], rulesOf)]));
}

const KIND: Record<DependencyEdge['kind'], string> = { derive: 'derive', optionSource: 'options', reset: 'reset' };

/** The edges to or from one other step, in one line: 'people/x (derive /roles/*\/position; reset)'. */
function grouped(edges: readonly DependencyEdge[], other: (e: DependencyEdge) => StepKey): string[] {
  const by = new Map<StepKey, DependencyEdge[]>();
  for (const e of edges) by.set(other(e), [...(by.get(other(e)) ?? []), e]);
  return [...by].map(
    ([step, list]) =>
      `${step} (${list.map((e) => (e.kind === 'reset' ? KIND[e.kind] : `${KIND[e.kind]} ${e.reads.map((r) => (typeof r === 'string' ? r : `${r.at}${r.pick ? `→${r.pick}` : ''}`)).join(', ')}`)).join('; ')})`,
  );
}

/**
 * The graph as `npm run validate -- --graph` prints it: each step with what it builds on (←) and
 * what builds on it (→), the steps nothing connects left out, then its cycles.
 */
export function formatDependencyGraph(
  graph: DependencyGraph,
  displayName: (step: StepKey) => string | undefined = () => undefined,
): string {
  const lines: string[] = [];
  for (const step of graph.steps) {
    const on = graph.buildsOn(step);
    const by = graph.dependents(step);
    if (!on.length && !by.length) continue;
    const name = displayName(step);
    lines.push(`${step}${name ? ` „${name}“` : ''}`);
    for (const line of grouped(on, (e) => e.from)) lines.push(`  ← builds on ${line}`);
    for (const line of grouped(by, (e) => e.to)) lines.push(`  → built on by ${line}`);
    const direct = new Set(by.map((e) => e.to));
    const further = graph.downstream(step).filter((k) => !direct.has(k));
    if (further.length) lines.push(`  ⇒ and further downstream: ${further.join(', ')}`);
  }
  if (!lines.length) lines.push('(no step builds on another)');
  for (const cycle of graph.cycles()) lines.push(`cycle: ${cycle.join(', ')} build on one another`);
  return lines.join('\n');
}
