// `npm run bench:deck`: how long generating the people deck takes for a full team (15 members,
// 5 priority values: the slide model from the stored data, then the .pptx written by pptxgenjs),
// for the management (the default, the full deck) and for the team ('Pro tým'), against
// generating the deck with nothing stored (every slide says "nothing yet"), measured in the same
// run, alternating, after a warm-up; and the printable results page's model for both views, which
// the server makes on the request thread. Prints the median of each and its ratio to the empty
// deck; exits 1 when a full deck's median is not well under a second (500 ms).
import { newAjv } from '../../src/content/ajv.js';
import { deckFile, readDeckFile } from '../../src/content/decks.js';
import { buildDeck, buildResults } from '../../src/engine/deck/index.js';
import { t } from '../../src/server/i18n.js';
import { writeDeck } from '../../src/server/services/deck-writer.js';
import { deckSourceData } from '../../tests/support/deck-data.js';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const WARMUP = 3;
const LIMIT_MS = 500;

const { deck, problems } = readDeckFile(deckFile('people', 'presentation'));
if (!deck) throw new Error(problems.map((p) => p.message).join('\n'));
const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
const context = { team: 'Demo Strategie s.r.o.', date: '23. 11. 2026' };
const translate = (key: string, params?: Record<string, unknown>) => t(key, params);
const full = deckSourceData(15, 5);
const empty = new Map<string, unknown>();

async function generate(sources: ReadonlyMap<string, unknown>, audience?: string) {
  const start = performance.now();
  const model = buildDeck(deck!, sources, context, translate, check, audience);
  const file = await writeDeck(model);
  return { ms: performance.now() - start, bytes: file.length, slides: model.slides.length };
}

function results(audience: string) {
  const start = performance.now();
  buildResults(deck!, full, context, translate, check, audience);
  return { ms: performance.now() - start, bytes: 0, slides: 0 };
}

const runs = {
  empty: () => generate(empty),
  management: () => generate(full, 'management'),
  team: () => generate(full, 'team'),
  resultsManagement: async () => results('management'),
  resultsTeam: async () => results('team'),
};
type Run = keyof typeof runs;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (let i = 0; i < WARMUP; i++) for (const run of Object.values(runs)) await run();
const ms = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as number[]])) as Record<Run, number[]>;
const last = {} as Record<Run, { bytes: number; slides: number }>;
for (let i = 0; i < ROUNDS; i++)
  for (const [name, run] of Object.entries(runs) as Array<[Run, () => Promise<{ ms: number; bytes: number; slides: number }>]>) {
    const r = await run();
    ms[name].push(r.ms);
    last[name] = r;
  }
const m = Object.fromEntries(Object.entries(ms).map(([k, xs]) => [k, median(xs)])) as Record<Run, number>;
const file = (run: Run) => `${last[run].slides} slides, ${(last[run].bytes / 1024).toFixed(0)} KiB`;
const line = (label: string, run: Run, what: string) =>
  console.log(`${label.padEnd(44)} ${m[run].toFixed(1).padStart(6)} ms  ×${(m[run] / m.empty).toFixed(2)}  (median of ${ROUNDS}; ${what})`);
line('deck with nothing stored', 'empty', file('empty'));
line("deck 'Pro vedení', 15 members × 5 values", 'management', file('management'));
line("deck 'Pro tým', 15 members × 5 values", 'team', file('team'));
line("results page 'Pro vedení', 15 × 5 (model)", 'resultsManagement', 'no file');
line("results page 'Pro tým', 15 × 5 (model)", 'resultsTeam', 'no file');
console.log('×: the ratio to the deck with nothing stored');
const slow = (['management', 'team'] as const).filter((run) => m[run] >= LIMIT_MS);
for (const run of slow) console.error(`the ${run} deck takes ${m[run].toFixed(1)} ms: not well under a second (limit ${LIMIT_MS} ms)`);
if (slow.length) process.exit(1);
