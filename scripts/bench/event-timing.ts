// Per-event timings taken inside the page, as typing.ts takes them: each event is dispatched and
// timed synchronously (React handles input and click events on controlled inputs synchronously,
// render and commit included), and the page yields to its event loop every 20 events so timers,
// autosave and network answers run between them as they would between keystrokes. Every event is
// checked to have taken effect (a controlled input the app ignored reverts), so a disabled or
// stale input cannot pass for a fast one.
import type { Locator, Page } from 'playwright-core';

/** Milliseconds of each of `n` input events on a text input: 20 letters typed, then deleted one by one, so the text stays under its maxLength; the text is put back at the end. */
export function timeTyping(input: Locator, n: number): Promise<number[]> {
  return input.evaluate(async (el: HTMLInputElement, count: number) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const base = el.value;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const typed = i % 40 < 20 ? (i % 40) + 1 : 39 - (i % 40);
      const next = base + 'x'.repeat(typed);
      const t0 = performance.now();
      setter.call(el, next);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      times.push(performance.now() - t0);
      if (el.value !== next) throw new Error(`input event ${i} was not taken: "${el.value}"`);
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 0));
    }
    // The text as it was (untimed), so the next round starts from the same data.
    setter.call(el, base);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return times;
  }, n);
}

/** Milliseconds of each of `n` clicks on native radios within `section`, across its groups in turn, each click on the option after the checked one. */
export function timeRadioClicks(section: Locator, n: number): Promise<number[]> {
  return section.evaluate(async (root: HTMLElement, count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
      const names = [...new Set(radios.map((r) => r.name))];
      const group = radios.filter((r) => r.name === names[i % names.length]);
      const target = group[(group.findIndex((r) => r.checked) + 1) % group.length]!;
      const t0 = performance.now();
      target.click();
      times.push(performance.now() - t0);
      if (!target.checked) throw new Error(`click ${i} was not taken`);
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  }, n);
}

/** Milliseconds of each of `n` input events on the number inputs with these ids, in turn, each set to the next rating 1-5. */
export function timeNumberInputs(page: Page, ids: string[], n: number): Promise<number[]> {
  return page.evaluate(
    async ({ ids, count }) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const el = document.getElementById(ids[i % ids.length]!) as HTMLInputElement;
        const next = String((Number(el.value) % 5) + 1);
        const t0 = performance.now();
        setter.call(el, next);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        times.push(performance.now() - t0);
        if (el.value !== next) throw new Error(`input event ${i} was not taken: "${el.value}"`);
        if (i % 20 === 19) await new Promise((r) => setTimeout(r, 0));
      }
      return times;
    },
    { ids, count: n },
  );
}

/** The p-th percentile by nearest rank: the smallest sample with at least p of all samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}
