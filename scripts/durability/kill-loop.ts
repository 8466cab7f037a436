// Autosaves streamed against the real server, which is SIGKILLed at a random moment and
// restarted, again and again; after each restart every member's last acknowledged save must be
// what the server holds (or the save that was under way at the kill, one version later).
import { request } from '../support/http.js';
import { enrolMembers, type Member, type Stored } from '../support/member-client.js';
import { spawnServer, startServer, type ServerProcess, type ServerTarget } from '../support/server-process.js';

export interface DurabilityOptions {
  target: ServerTarget;
  /** Names the database in the output: PGlite or PostgreSQL. */
  db: 'pglite' | 'postgres';
  kills: number;
  /** Stops killing after this long even if fewer kills were made. */
  seconds?: number;
  /** Members saving at once, each its own step row. */
  streams: number;
  /** The kill comes at a uniformly random moment this long after the saves start, at most. */
  maxStreamMs?: number;
  log?: (line: string) => void;
}

export interface DurabilityResult {
  db: 'pglite' | 'postgres';
  kills: number;
  acknowledged: number;
  /** Acknowledged saves the server no longer held after a restart. */
  losses: string[];
  failedRestarts: string[];
  /** Anything else that went wrong: a refused save, a broken version sequence, an unclean stop. */
  problems: string[];
  /** Saves under way at a kill (sent, not yet answered), and how many of them the server had stored. */
  inFlight: { atKill: number; stored: number };
  /** PGlite: second servers started on the same directory, and how many were refused. */
  secondServer: { tried: number; refused: number };
  seconds: number;
}

interface Stream {
  member: Member;
  acked: Stored;
  /** A save sent and not answered when the server died: it may or may not have been stored. */
  pending?: string;
  seq: number;
}

const short = (value: string | null) => (value === null ? 'nothing' : `"${value.slice(0, 24)}…"`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const log = options.log ?? (() => {});
  const maxStreamMs = options.maxStreamMs ?? 1_500;
  const started = Date.now();
  const result: DurabilityResult = {
    db: options.db,
    kills: 0,
    acknowledged: 0,
    losses: [],
    failedRestarts: [],
    problems: [],
    inFlight: { atKill: 0, stored: 0 },
    secondServer: { tried: 0, refused: 0 },
    seconds: 0,
  };

  let server: ServerProcess | undefined = await startServer(options.target);
  try {
    const members = await enrolMembers(server.url, options.streams, `${options.db}-${started}`);
    const streams: Stream[] = members.map((member) => ({ member, acked: { version: 0, value: null }, seq: 0 }));
    if (options.db === 'pglite') await tryASecondServer(server, options.target, result);

    while (result.kills < options.kills && !(options.seconds && Date.now() - started > options.seconds * 1000)) {
      const saving = streams.map((s) => autosave(s, `k${result.kills + 1}`, result.problems));
      await sleep(100 + Math.random() * (maxStreamMs - 100));
      await server.kill();
      result.kills++;
      const acks = (await Promise.all(saving)).reduce((a, b) => a + b, 0);
      result.acknowledged += acks;
      try {
        server = await startServer(options.target);
      } catch (err) {
        server = undefined;
        result.failedRestarts.push((err as Error).message);
        break;
      }
      const lost = await verify(streams, result);
      log(
        `${options.db} kill ${result.kills}: ${acks} saves acknowledged, ${lost} lost, restarted (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }

    if (server && options.db === 'pglite' && result.kills > 0) await tryASecondServer(server, options.target, result);
    if (server) {
      const code = await server.stop();
      server = undefined;
      if (code !== 0) result.problems.push(`the graceful stop (SIGTERM) ended with exit code ${code}`);
    }
  } finally {
    if (server) await server.kill();
    result.seconds = (Date.now() - started) / 1000;
  }
  return result;
}

/** Saves distinct values until the server stops answering; returns how many were acknowledged. */
async function autosave(s: Stream, label: string, problems: string[]): Promise<number> {
  let acks = 0;
  for (;;) {
    // Values of varying size, so a kill can land inside a larger write too.
    const value = `${label}#${++s.seq} ${'x'.repeat(Math.floor(Math.random() * 4000))}`;
    s.pending = value;
    let answer: Awaited<ReturnType<typeof s.member.save>>;
    try {
      answer = await s.member.save(value, s.acked.version);
    } catch {
      return acks;
    }
    s.pending = undefined;
    if (answer.version === undefined) {
      problems.push(`${s.member.email}: a save was answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return acks;
    }
    if (answer.version !== s.acked.version + 1) {
      problems.push(`${s.member.email}: a save on version ${s.acked.version} was acknowledged as version ${answer.version}`);
    }
    s.acked = { version: answer.version, value };
    acks++;
  }
}

/** Compares what the restarted server holds with each member's last acknowledged save; returns the number lost. */
async function verify(streams: Stream[], result: DurabilityResult): Promise<number> {
  let lost = 0;
  for (const s of streams) {
    if (s.pending !== undefined) result.inFlight.atKill++;
    const stored = await s.member.read();
    const kept = stored.version === s.acked.version && stored.value === s.acked.value;
    const tookPending = s.pending !== undefined && stored.version === s.acked.version + 1 && stored.value === s.pending;
    if (tookPending) result.inFlight.stored++;
    if (!kept && !tookPending) {
      lost++;
      result.losses.push(
        `${s.member.email}: acknowledged version ${s.acked.version} (${short(s.acked.value)}), found version ${stored.version} (${short(stored.value)})`,
      );
    }
    s.acked = stored;
    s.pending = undefined;
  }
  return lost;
}

/** A second server on the same PGlite directory must refuse to start, naming the running one, and leave it serving. */
async function tryASecondServer(running: ServerProcess, target: ServerTarget, result: DurabilityResult): Promise<void> {
  result.secondServer.tried++;
  const second = spawnServer({ ...target, port: target.port + 1 });
  const code = await Promise.race([second.exited, sleep(60_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') await second.kill();
  const refusal = `is in use by another server process (pid ${running.pid})`;
  const stillServing = (await request(`${running.url}/healthz`, 'GET').catch(() => undefined))?.status === 200;
  if (code === 1 && second.output().includes(refusal) && stillServing) result.secondServer.refused++;
  else
    result.problems.push(
      `a second server on the same directory was not refused cleanly (exit ${code}): ${second.output().trim().slice(0, 300)}`,
    );
}
