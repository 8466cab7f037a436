// `npm run bench:deck-loop`: does one member generating decks in a loop slow another member's
// saves? (issue 29, item 6: "One member cannot slow the others".) Starts the real server as
// `npm start` runs it (dist/server, built first when missing or older than its sources) on a fresh
// PGlite directory holding two deck members, each with a team of 30 rated on 5 priority values.
// A third member, made through the admin API, autosaves a step (a save sent every 20 ms, timed
// from its sending) for SECONDS (default 20) in each of three phases: alone; while the
// first deck member generates decks in a loop as fast as the server allows (the next request as
// soon as an answer comes, after Retry-After when it is a 429); while the second does the same
// but ignores Retry-After. Prints the saves' p50, p95 and max per phase, and of the saves that
// overlapped a deck being made, the decks made and the 429s; PASS when every p95 with a loop is
// under 100 ms. Exits 0 either way: these machines are shared and noisy. Loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deckMemberOf, GENERATE, seedDeckMembers } from '../support/deck-member.js';
import { request } from '../support/http.js';
import { enrolMembers, STEP, type Member } from '../support/member-client.js';
import { freePortPair, startServer } from '../support/server-process.js';

const SECONDS = Number(process.env.SECONDS ?? 20);
const TEAM = 30;
const SAVE_EVERY_MS = 20;
const TARGET_P95_MS = 100;
const LOOPER = 'deck-loop@bench.test';
const IGNORER = 'deck-loop-ignores-retry-after@bench.test';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Save {
  start: number;
  end: number;
}

/**
 * The saver's autosaves until `until`, one sent every SAVE_EVERY_MS whether or not the last one
 * was answered (without If-Match, so none conflicts), each timed from its sending: a server that
 * stalls meets as many saves as at any other time, where saves sent one after another would meet
 * only one per stall and understate it.
 */
async function saveLoop(base: string, saver: Member, until: number): Promise<Save[]> {
  const saves: Array<Promise<Save>> = [];
  for (let n = 0, due = performance.now(); due < until; n++, due += SAVE_EVERY_MS) {
    await sleep(due - performance.now());
    const start = performance.now();
    saves.push(
      request(`${base}${STEP}`, 'POST', { token: saver.accessToken, body: { field_1: `Autosave ${n}` } }).then((res) => {
        if (res.status !== 200) throw new Error(`save refused: ${res.status} ${JSON.stringify(res.body)}`);
        return { start, end: performance.now() };
      }),
    );
  }
  return Promise.all(saves);
}

interface Decks {
  /** When each deck that was made was asked for and answered. */
  made: Array<[number, number]>;
  refused: number;
}

/** Decks asked for one after another until `until`; on a 429, after the wait it names unless `ignoreRetryAfter`. */
async function deckLoop(base: string, member: Member, until: number, ignoreRetryAfter: boolean): Promise<Decks> {
  const decks: Decks = { made: [], refused: 0 };
  while (performance.now() < until) {
    const start = performance.now();
    const res = await request(`${base}${GENERATE}`, 'POST', { token: member.accessToken });
    if (res.status === 200) decks.made.push([start, performance.now()]);
    else if (res.status === 429) {
      decks.refused++;
      if (!ignoreRetryAfter && res.retryAfter) await sleep(Math.min(res.retryAfter * 1000, until - performance.now()));
    } else throw new Error(`deck: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return decks;
}

interface Row {
  phase: string;
  saves: Save[];
  decks?: Decks;
  judged: boolean;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

function figures(saves: Save[]) {
  const ms = saves.map((s) => s.end - s.start).sort((a, b) => a - b);
  return { count: ms.length, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: ms.at(-1) ?? NaN };
}

const duringDecks = (saves: Save[], decks: Decks) => saves.filter((s) => decks.made.some(([from, to]) => s.start < to && s.end > from));

function table(rows: Row[]): string {
  const head = ['phase', 'saves', 'p50 ms', 'p95 ms', 'max ms', 'decks made', '429s', 'verdict'];
  const body = rows.map((r) => {
    const f = figures(r.saves);
    const verdict = r.judged ? (f.p95 < TARGET_P95_MS ? 'PASS' : 'FAIL') : '';
    return [
      r.phase,
      String(f.count),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.max.toFixed(1),
      r.decks ? String(r.decks.made.length) : '',
      r.decks ? String(r.decks.refused) : '',
      verdict,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deck-loop-'));
const target = { port: await freePortPair(), dataDir, asInProduction: true };
try {
  // The first start creates the database the deck members are written into.
  await (await startServer(target, 120_000)).stop();
  await seedDeckMembers(target, [LOOPER, IGNORER], TEAM);
  const server = await startServer(target, 120_000);
  try {
    const [saver] = await enrolMembers(server.url, 1, 'deck-loop');
    const looper = await deckMemberOf(server.url, LOOPER);
    const ignorer = await deckMemberOf(server.url, IGNORER);
    await saveLoop(server.url, saver!, performance.now() + 2000);

    const rows: Row[] = [];
    const phase = async (name: string, deckMember?: Member, ignoreRetryAfter = false) => {
      const until = performance.now() + SECONDS * 1000;
      const [saves, decks] = await Promise.all([
        saveLoop(server.url, saver!, until),
        deckMember && deckLoop(server.url, deckMember, until, ignoreRetryAfter),
      ]);
      rows.push({ phase: name, saves, decks, judged: Boolean(decks) });
      if (decks) rows.push({ phase: '  saves while a deck was made', saves: duringDecks(saves, decks), judged: true });
    };
    await phase('saver alone');
    await phase('deck loop, Retry-After respected', looper);
    await phase('deck loop, Retry-After ignored', ignorer, true);
    console.log(
      `A member autosaving (${SECONDS} s per phase, a save sent every ${SAVE_EVERY_MS} ms) while another generates decks of a ${TEAM}-member team:`,
    );
    console.log(table(rows));
    console.log(`target: p95 of the saves under ${TARGET_P95_MS} ms in every phase with a deck loop`);
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
