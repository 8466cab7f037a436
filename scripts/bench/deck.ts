// `npm run bench:deck`: how long generating the people deck takes for a full team (15 members,
// 5 priority values: the slide model from the stored data, then the .pptx written by pptxgenjs),
// against generating the deck with nothing stored (every slide says "nothing yet"), measured in
// the same run, alternating, after a warm-up. Prints the median of each and their ratio; exits 1
// when the full deck's median is not well under a second (500 ms).
import { newAjv } from '../../src/content/ajv.js';
import { deckFile, readDeckFile } from '../../src/content/decks.js';
import { buildDeck } from '../../src/engine/deck/index.js';
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
const full = deckSourceData(15, 5);
const empty = new Map<string, unknown>();

async function generate(sources: ReadonlyMap<string, unknown>) {
  const start = performance.now();
  const model = buildDeck(deck!, sources, context, (key, params) => t(key, params), check);
  const file = await writeDeck(model);
  return { ms: performance.now() - start, bytes: file.length, slides: model.slides.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (let i = 0; i < WARMUP; i++) {
  await generate(full);
  await generate(empty);
}
const fullMs: number[] = [];
const emptyMs: number[] = [];
let last = { full: { bytes: 0, slides: 0 }, empty: { bytes: 0, slides: 0 } };
for (let i = 0; i < ROUNDS; i++) {
  const a = await generate(full);
  const b = await generate(empty);
  fullMs.push(a.ms);
  emptyMs.push(b.ms);
  last = { full: a, empty: b };
}
const f = median(fullMs);
const e = median(emptyMs);
console.log(
  `deck, 15 members × 5 priority values: ${f.toFixed(1)} ms (median of ${ROUNDS}; ${last.full.slides} slides, ${(last.full.bytes / 1024).toFixed(0)} KiB)`,
);
console.log(
  `deck with nothing stored:            ${e.toFixed(1)} ms (median of ${ROUNDS}; ${last.empty.slides} slides, ${(last.empty.bytes / 1024).toFixed(0)} KiB)`,
);
console.log(`ratio full/empty: ${(f / e).toFixed(2)}`);
if (f >= LIMIT_MS) {
  console.error(`the full deck takes ${f.toFixed(1)} ms: not well under a second (limit ${LIMIT_MS} ms)`);
  process.exit(1);
}
