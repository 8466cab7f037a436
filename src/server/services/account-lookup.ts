import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Statement } from '../db/open.js';
import { turnBatch } from './turn-batch.js';

/** What every authenticated request reads of the account. */
const columns = {
  id: users.id,
  email: users.email,
  role: users.role,
  is_active: users.is_active,
  access_version: users.access_version,
  session_epoch: users.session_epoch,
  last_activity: users.last_activity,
};

export type Account = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

/**
 * The accounts one turn of the event loop asks for, read in one statement: `$1` is a JSON array
 * of reads, each an array of the account's id and then the join's parameters (as text), and every
 * row starts with its read's position in it (from 1), then the account's columns (last_activity in
 * epoch milliseconds as text: a numeric). Each is a PL/pgSQL function (migration 0017), so that its
 * plan is kept also where a statement cannot be prepared (PgBouncer in transaction mode).
 */
const ACCOUNT_ROWS = 'account_rows';
const ACCOUNT_COLUMN_COUNT = 7;

function accountOf(row: readonly unknown[]): Account {
  const [id, email, role, isActive, accessVersion, sessionEpoch, lastActivity] = row;
  return {
    id: Number(id),
    email: String(email),
    role: String(role),
    is_active: isActive === true,
    access_version: Number(accessVersion),
    session_epoch: Number(sessionEpoch),
    last_activity: lastActivity === null || lastActivity === undefined ? null : new Date(Number(lastActivity)),
  };
}

/**
 * A statement of ACCOUNT_ROWS as one read's function: the reads made until the event loop's next
 * turn go to the database together, one statement for all of them (turn-batch.ts), each answered
 * its own row (undefined: no such account). A statement is a round trip of its own (a write, a
 * read and a wake-up of the database), which the reads of a busy moment share this way.
 */
function readsOfATurn(statement: Statement): (read: string[]) => Promise<unknown[] | undefined> {
  const many = async (reads: string[][]) => {
    const rows: Array<unknown[] | undefined> = reads.map(() => undefined);
    for (const row of await statement([JSON.stringify(reads)])) rows[Number(row[0]) - 1] = row.slice(1);
    return rows;
  };
  return turnBatch(async (read) => (await many([read]))[0], many);
}

/** Enough for every member of a club; beyond it the oldest accounts are read again. */
const MAX_ENTRIES = 10_000;

/**
 * Columns of another table read in the account's own statement: a route that reads a row right
 * after the access check needs one statement per request instead of two (AccountLookup.withJoin).
 * The account side knows nothing of what is joined.
 */
export interface AccountJoin<T = unknown> {
  /**
   * The database function that reads accounts with the joined row, as account_rows does (a JSON
   * array of reads in; each row its read's position, the account's columns, then the joined
   * columns), and the statement's name.
   */
  name: string;
  /** What the route gets of the joined columns (all null when the join found no row). */
  read(columns: readonly unknown[]): T;
}

/** The account as this process last read it, unconfirmed: a write acts on it only in a statement that checks it still holds. */
export interface AccountGuard {
  accessVersion: number;
}

export interface AccountLookup {
  account(id: number): Promise<Account | undefined>;
  /**
   * PostgreSQL only: the account and, in the same statement, what `join` reads (PGlite answers
   * both from memory).
   */
  withJoin?<T>(id: number, join: AccountJoin<T>, params: readonly string[]): Promise<{ account: Account; joined: T } | undefined>;
  /**
   * PostgreSQL only: the active account as this process last read it, unconfirmed. A route may act
   * on it only in a statement that checks it still holds (an autosave: step_save_many, migration 0016)
   * and reads the account again when that statement changed nothing.
   */
  remembered?(id: number): Account | undefined;
}

/**
 * The account by id: one primary-key query. On PGlite, which one process owns, accounts are also
 * kept in memory: a trigger (migration 0002) notifies `account_changed` on every change of these
 * columns but last_activity, and PGlite delivers it before the writing call resolves, so the next
 * request never sees a changed account from memory. On PostgreSQL another process may write, and
 * its notification could arrive after our next request: there every request reads the row, a
 * route that reads a row right after with that row in the same statement (withJoin), except a
 * write that checks the account it remembers in its own statement (remembered).
 */
export async function accountLookup(app: FastifyInstance): Promise<AccountLookup> {
  if (!app.dbListen) {
    const seen = new Map<number, Account>();
    const remember = (id: number, account: Account | undefined) => {
      seen.delete(id);
      if (!account?.is_active) return account;
      if (seen.size >= MAX_ENTRIES) seen.delete(seen.keys().next().value!);
      seen.set(id, account);
      return account;
    };
    // Statements of the hot path (OpenedDb.statement, db/pg-statement.ts).
    // One statement per function: account_rows, or a join's (AccountJoin.name), which answers as it does.
    const functions = new Map<string, ReturnType<typeof readsOfATurn>>();
    const readsOf = (name: string) => {
      let read = functions.get(name);
      if (!read) {
        read = readsOfATurn(app.dbStatement(name, `SELECT * FROM ${name}($1)`));
        functions.set(name, read);
      }
      return read;
    };
    return {
      account: async (id) => {
        const row = await readsOf(ACCOUNT_ROWS)([String(id)]);
        return remember(id, row && accountOf(row));
      },
      async withJoin(id, join, params) {
        const row = await readsOf(join.name)([String(id), ...params]);
        if (!row) return undefined;
        return { account: remember(id, accountOf(row))!, joined: join.read(row.slice(ACCOUNT_COLUMN_COUNT)) };
      },
      remembered: (id) => seen.get(id),
    };
  }

  // Prepared once: the query is not built per request.
  const byId = app.db
    .select(columns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');
  const read = async (id: number) => (await byId.execute({ id }))[0];
  const kept = new Map<number, Account>();
  // Any change while a read is under way may be older or newer than what it read: not kept then.
  let changes = 0;
  await app.dbListen('account_changed', (id) => {
    changes++;
    kept.delete(Number(id));
  });
  const cached = async (id: number) => {
    const hit = kept.get(id);
    if (hit) return hit;
    const before = changes;
    const account = await read(id);
    if (account && before === changes) {
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(id, account);
    }
    return account;
  };
  return { account: cached };
}
