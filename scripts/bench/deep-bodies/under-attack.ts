// A member's autosave timed on the real server, first alone, then while clients without a token
// send JSON bodies of 1 MB nested 500,000 deep (issue 29, item 5): each such body once cost the
// server 250 ms of CPU, and two clients sending them in a loop made every member wait seconds.
import http from 'node:http';
import { enrolMembers, STEP, type Member } from '../../support/member-client.js';
import { startServer, type ServerProcess, type ServerTarget } from '../../support/server-process.js';

/** 1,000,000 bytes: 500,000 arrays, each inside the one before. */
export const DEEP_BODY = Buffer.from('['.repeat(500_000) + ']'.repeat(500_000));
/** What the attackers send it to, in turn: a sign-in route (anonymous) and the member's step save (without a token). */
export const ATTACKED_ROUTES = ['/api/onboarding/login', STEP] as const;

/** The target: a member's save stays under this at p95 while the attack runs. */
export const P95_LIMIT_MS = 100;

/** The check: under attack every save succeeded and the p95 stayed under P95_LIMIT_MS. */
export const passed = (result: DeepBodiesResult) => result.attacked.failed === 0 && result.attacked.p95 < P95_LIMIT_MS;

/** No request may hold a loop forever: one not answered in this time counts as 'timeout'. */
const REQUEST_MS = 30_000;
/** Upper bounds of the loops, whatever the clock says. */
const MAX_SAVES = 200_000;
const MAX_ATTACKS = 100_000;

export interface SaveTimes {
  saves: number;
  /** Saves answered with anything but 2xx. */
  failed: number;
  p50: number;
  p95: number;
  max: number;
  /** The server's CPU time over the phase, as a share of one core. */
  serverCpu: number;
}

export interface DeepBodiesResult {
  quiet: SaveTimes;
  attacked: SaveTimes;
  /** The attackers' answers by status ('reset' when the server closed the connection before answering). */
  attacks: Record<string, number>;
}

export interface DeepBodiesOptions {
  target: ServerTarget;
  /** Saves timed before the attack (after a warm-up of 2 s). */
  quietSeconds: number;
  /** Saves timed while the attackers send. */
  attackSeconds: number;
  attackers: number;
}

export async function runDeepBodies(options: DeepBodiesOptions): Promise<DeepBodiesResult> {
  const server = await startServer(options.target);
  try {
    const [member] = await enrolMembers(server.url, 1, `deep-${Date.now()}`);
    const saver = new Saver(member!);
    await saver.saveFor(2);
    const quiet = await timed(server, () => saver.saveFor(options.quietSeconds));
    const attacks: Record<string, number> = {};
    const until = Date.now() + options.attackSeconds * 1000;
    const attacking = Array.from({ length: options.attackers }, (_, i) => attack(server.url, i, until, attacks));
    const attacked = await timed(server, () => saver.saveFor(options.attackSeconds));
    await Promise.all(attacking);
    return { quiet, attacked, attacks };
  } finally {
    await server.stop();
  }
}

/** One member autosaving one step back to back, each save with the version the last one got. */
class Saver {
  private version = 0;
  private seq = 0;
  constructor(private readonly member: Member) {}

  /** Saves until `seconds` are over; the time of each save in ms, and how many failed. */
  async saveFor(seconds: number): Promise<{ ms: number[]; failed: number }> {
    const until = Date.now() + seconds * 1000;
    const ms: number[] = [];
    let failed = 0;
    for (let i = 0; i < MAX_SAVES && Date.now() < until; i++) {
      const started = performance.now();
      const answer = await this.member.save(`Poznámka ${++this.seq}`, this.version);
      ms.push(performance.now() - started);
      if (answer.version === undefined) failed++;
      else this.version = answer.version;
    }
    return { ms, failed };
  }
}

async function timed(server: ServerProcess, run: () => Promise<{ ms: number[]; failed: number }>): Promise<SaveTimes> {
  const cpuBefore = server.cpuTimeUs();
  const started = performance.now();
  const { ms, failed } = await run();
  const serverCpu = (server.cpuTimeUs() - cpuBefore) / 1000 / (performance.now() - started);
  const sorted = [...ms].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { saves: ms.length, failed, p50: rank(0.5), p95: rank(0.95), max: sorted.at(-1) ?? NaN, serverCpu };
}

/** One client sending the deep body until `until`, one request at a time, to each attacked route in turn. */
async function attack(base: string, client: number, until: number, answers: Record<string, number>): Promise<void> {
  for (let i = 0; i < MAX_ATTACKS && Date.now() < until; i++) {
    const answer = await postRaw(`${base}${ATTACKED_ROUTES[(client + i) % ATTACKED_ROUTES.length]}`, DEEP_BODY);
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
}

/** The status of a POST of `body` as JSON without a token, on a connection of its own; 'reset' or 'timeout' when none came. */
function postRaw(url: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', () => resolve(String(res.statusCode)));
      },
    );
    req.setTimeout(REQUEST_MS, () => {
      resolve('timeout');
      req.destroy();
    });
    // The server may answer and close before the whole body is written: the answer came first, or none did.
    req.on('error', () => resolve('reset'));
    req.end(body);
  });
}
