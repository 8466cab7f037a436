import type { ContentProblem } from '../../src/content/content-problem.js';
import type { DeckDefinition, RowsSource } from '../../src/engine/deck/index.js';
import type { StepInput } from '../../src/engine/derivations/index.js';
import type { JsonSchema, StepDefinition } from '../../src/engine/steps/index.js';
import { down } from './pointer.js';
import { pointsIntoSchema } from './step-checks.js';
import { checkTexts, type Locales, type TextRef } from './text-keys.js';

/** Where a deck's inputs may read: a step some variant lists, with its definition once written. */
export interface DeckSourceInfo {
  /** "<module>/<step>" → listed; `def` is undefined while the step is in preparation (no files yet). */
  listed: ReadonlyMap<string, { def?: StepDefinition }>;
}

/** Every text position of a deck definition, with its place; its bands' labels are the page's (the step checks them). */
function deckTexts(deck: DeckDefinition, file: string): TextRef[] {
  const refs: TextRef[] = [];
  const text = (place: string, value: unknown) => refs.push({ file, place, value, required: true });
  text('/title', deck.title);
  text('/fileName', deck.fileName);
  deck.audiences?.forEach((a, i) => {
    if (a.fileName !== undefined) text(`/audiences/${i}/fileName`, a.fileName);
  });
  deck.slides.forEach((s, i) => {
    const at = `/slides/${i}`;
    for (const key of [
      'title',
      'empty',
      'subtitle',
      'namesLabel',
      'highlightLabel',
      'memberHeader',
      'averageLabel',
      'axisTitle',
      'notes',
      'item',
    ] as const) {
      if (key in s) text(`${at}/${key}`, (s as unknown as Record<string, unknown>)[key]);
    }
    if (s.kind === 'ratedTexts') for (const [k, item] of s.items.entries()) text(`${at}/items/${k}/label`, item.label);
    if (s.kind === 'table') {
      s.columns.forEach((c, k) => {
        text(`${at}/columns/${k}/header`, c.header);
        for (const [value, key] of Object.entries(c.labels ?? {})) text(down(`${at}/columns/${k}/labels`, value), key);
      });
    }
    if (s.kind === 'chart') for (const [k, x] of s.series.entries()) text(`${at}/series/${k}/label`, x.label);
    if (s.kind === 'summary') {
      for (const [k, item] of s.items.entries()) text(`${at}/items/${k}/label`, item.label);
      if (s.outlook) {
        text(`${at}/outlook/label`, s.outlook.label);
        text(`${at}/outlook/headline`, s.outlook.headline);
      }
    }
    if (s.kind === 'nextSteps')
      for (const [k, step] of (s.closing ?? []).entries()) {
        text(`${at}/closing/${k}/label`, step.label);
        text(`${at}/closing/${k}/text`, step.text);
      }
  });
  return refs;
}

/** Every input of the deck with its place, and the row properties a table reads from a step's list. */
function deckInputs(deck: DeckDefinition): Array<{ place: string; input: StepInput; picks?: Array<{ place: string; pick: string }> }> {
  const out: Array<{ place: string; input: StepInput; picks?: Array<{ place: string; pick: string }> }> = [];
  const rows = (r: RowsSource, at: string, picks: Array<{ place: string; pick: string }>) => {
    if ('derivation' in r) {
      for (const [name, input] of Object.entries(r.inputs)) out.push({ place: `${at}/inputs/${name}`, input });
      if (r.current) out.push({ place: `${at}/current`, input: r.current });
    } else out.push({ place: at, input: r, picks });
  };
  deck.slides.forEach((s, i) => {
    const at = `/slides/${i}`;
    switch (s.kind) {
      case 'title':
        if (s.names) out.push({ place: `${at}/names`, input: s.names });
        break;
      case 'ratedTexts':
        s.items.forEach((item, k) => {
          out.push({ place: `${at}/items/${k}/text`, input: item.text });
          if (item.rating) out.push({ place: `${at}/items/${k}/rating`, input: item.rating });
        });
        break;
      case 'table':
        rows(
          s.rows,
          `${at}/rows`,
          s.columns.map((c, k) => ({ place: `${at}/columns/${k}/pick`, pick: c.pick })),
        );
        break;
      case 'chart':
        rows(s.rows, `${at}/rows`, [
          { place: `${at}/category`, pick: s.category },
          ...s.series.map((x, k) => ({ place: `${at}/series/${k}/pick`, pick: x.pick })),
        ]);
        break;
      case 'list':
        out.push({ place: `${at}/items`, input: s.items });
        if (s.highlight) out.push({ place: `${at}/highlight`, input: s.highlight });
        break;
      case 'heatmap':
        for (const key of ['members', 'evaluations', 'values'] as const) out.push({ place: `${at}/${key}`, input: s[key] });
        break;
      case 'summary':
        s.items.forEach((item, k) => {
          if (item.text) out.push({ place: `${at}/items/${k}/text`, input: item.text });
          if (item.list) out.push({ place: `${at}/items/${k}/list`, input: item.list });
        });
        if (s.outlook)
          rows(s.outlook.rows, `${at}/outlook/rows`, [
            { place: `${at}/outlook/category`, pick: s.outlook.category },
            { place: `${at}/outlook/score`, pick: s.outlook.score },
          ]);
        break;
      case 'nextSteps':
        rows(s.rows, `${at}/rows`, [
          { place: `${at}/group`, pick: s.group },
          ...(s.names ? [{ place: `${at}/names`, pick: s.names }] : []),
        ]);
        break;
    }
  });
  return out;
}

/**
 * Problems of a deck definition beyond its shape (src/content/decks.ts checks that): every input
 * must read a step a variant lists, at a pointer (and `pick`) its schema declares; texts must be
 * text keys that exist in Czech. A step still in preparation has no schema yet: what the deck
 * reads there is reported as a warning, checked once its files exist.
 */
export function deckProblems(deck: DeckDefinition, file: string, sources: DeckSourceInfo, locales: Locales) {
  const problems: ContentProblem[] = [];
  const unchecked = new Map<string, string[]>();
  for (const { place, input, picks } of deckInputs(deck)) {
    const source = sources.listed.get(input.step);
    if (!source) {
      problems.push({ file, place: `${place}/step`, message: `${input.step} is no step a variant lists` });
      continue;
    }
    const schema: JsonSchema | undefined = source.def?.schema;
    if (!schema) {
      unchecked.set(input.step, [...(unchecked.get(input.step) ?? []), place]);
      continue;
    }
    if (!pointsIntoSchema(schema, input.at)) {
      problems.push({ file, place: `${place}/at`, message: `${JSON.stringify(input.at)} points to no property of ${input.step}'s schema` });
      continue;
    }
    const item = input.at.endsWith('/*') ? input.at : `${input.at}/*`;
    if (input.pick && !pointsIntoSchema(schema, `${item}/${input.pick}`))
      problems.push({ file, place: `${place}/pick`, message: `"${input.pick}" is no property of ${input.step} at ${item}` });
    for (const p of picks ?? []) {
      if (!pointsIntoSchema(schema, `${item}/${p.pick}`))
        problems.push({ file, place: p.place, message: `"${p.pick}" is no property of ${input.step} at ${item}` });
    }
  }
  const texts = checkTexts(deckTexts(deck, file), locales);
  const warnings: ContentProblem[] = [...unchecked].map(([step, places]) => ({
    file,
    message: `${step} is in preparation: what the deck reads there (${places.length} input(s)) is checked once its schema exists`,
  }));
  return { problems: [...problems, ...texts.problems], warnings, missingEn: texts.missingEn };
}
