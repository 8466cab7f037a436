import { and, asc, count, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.js';
import { mailQueue } from '../db/schema.js';
import { nextAttemptDelayMs } from '../../engine/mail/retry.js';
import type { Mailer, OutgoingMail } from './mail.js';

/**
 * How long a claimed e-mail stays with the process that claimed it: far longer than the SMTP timeouts of one send
 * (mail.ts), so only a process that died mid-send leaves it to another one.
 */
const CLAIM_SECONDS = 300;
/** How often a process looks for due e-mails (retries coming due, mail queued by another process). */
export const MAIL_POLL_MS = 5_000;
/** The failed e-mails the dashboard lists, newest first. */
const FAILED_LISTED = 50;

/** Queues an e-mail; called inside the transaction that makes what it announces, so both are stored or neither. */
export async function enqueueMail(db: Db, mail: OutgoingMail, userId: number | null): Promise<void> {
  await db.insert(mailQueue).values({ user_id: userId, to_address: mail.to, subject: mail.subject, body: mail.text });
}

/**
 * Takes one due e-mail for this process: a queued one whose time has come, or one whose claim has run out (its
 * process died while sending). The row is locked by the inner select and skipped by every other process's claim
 * (FOR UPDATE SKIP LOCKED), so two processes never take the same e-mail; the attempt is counted as it is taken.
 */
async function claimOne(db: Db) {
  const due = or(
    and(eq(mailQueue.status, 'queued'), lte(mailQueue.next_attempt_at, sql`now()`)),
    and(eq(mailQueue.status, 'sending'), lt(mailQueue.claimed_until, sql`now()`)),
  );
  // A CTE is evaluated once: as an IN (subquery) the planner may run the select again per row and claim them all.
  const next = db
    .$with('next')
    .as(db.select({ id: mailQueue.id }).from(mailQueue).where(due).orderBy(asc(mailQueue.id)).limit(1).for('update', { skipLocked: true }));
  const [row] = await db
    .with(next)
    .update(mailQueue)
    .set({
      status: 'sending',
      attempts: sql`${mailQueue.attempts} + 1`,
      claimed_until: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .from(next)
    .where(eq(mailQueue.id, next.id))
    .returning();
  return row;
}

/** Sends the e-mails of the queue from this server process: at its start, when woken, and every MAIL_POLL_MS. */
export class MailWorker {
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.drain(), MAIL_POLL_MS);
    this.timer.unref();
    void this.drain();
  }

  /** Sends every e-mail due now; resolves when none is left (a call while sending waits for one more pass). */
  drain(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.passes().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async passes(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.closed && (await this.sendOne()));
      } while (this.again && !this.closed);
    } catch (err) {
      this.log.error({ err }, 'mail queue pass failed');
    }
  }

  private async sendOne(): Promise<boolean> {
    const row = await claimOne(this.db);
    if (!row) return false;
    try {
      await this.mailer.send({ to: row.to_address, subject: row.subject, text: row.body });
    } catch (err) {
      const delay = nextAttemptDelayMs(row.attempts);
      const last_error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      this.log.warn(
        { err, mailId: row.id, attempt: row.attempts },
        delay === undefined ? 'queued e-mail failed' : 'queued e-mail will be retried',
      );
      await this.db
        .update(mailQueue)
        .set(
          delay === undefined
            ? { status: 'failed', claimed_until: null, last_error }
            : { status: 'queued', claimed_until: null, last_error, next_attempt_at: new Date(Date.now() + delay) },
        )
        .where(eq(mailQueue.id, row.id));
      return true;
    }
    // The text carried a sign-in code; once delivered it is not kept.
    await this.db
      .update(mailQueue)
      .set({ status: 'sent', claimed_until: null, body: '', last_error: null, sent_at: new Date() })
      .where(eq(mailQueue.id, row.id));
    return true;
  }
}

/** The queue as the dashboard shows it: how many e-mails wait, went out or failed, and the failed ones. */
export async function mailQueueState(db: Db) {
  const counts = await db.select({ status: mailQueue.status, n: count() }).from(mailQueue).groupBy(mailQueue.status);
  const of = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  const failed = await db
    .select({
      id: mailQueue.id,
      to: mailQueue.to_address,
      subject: mailQueue.subject,
      attempts: mailQueue.attempts,
      error: mailQueue.last_error,
      created_at: mailQueue.created_at,
    })
    .from(mailQueue)
    .where(eq(mailQueue.status, 'failed'))
    .orderBy(desc(mailQueue.id))
    .limit(FAILED_LISTED);
  return { queued: of('queued', 'sending'), sent: of('sent'), failed: of('failed'), failed_mails: failed };
}

/** 'Zkusit znovu': a failed e-mail is queued again with a fresh count of attempts; false when no failed one has the id. */
export async function retryFailedMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailQueue)
    .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()` })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'failed')))
    .returning({ id: mailQueue.id });
  return rows.length > 0;
}
