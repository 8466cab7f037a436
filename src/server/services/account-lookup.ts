import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { stepRowOf, type StepRow } from './step-store.js';

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

/** The account's columns as the hot path's statements read them, last_activity in epoch milliseconds (as text: a numeric). */
const ACCOUNT_COLUMNS = `u.id, u.email, u.role, u.is_active, u.access_version, u.session_epoch, (extract(epoch from u.last_activity) * 1000)::text`;

function accountOf(row: readonly unknown[]): Account {
  const [id, email, role, isActive, accessVersion, sessionEpoch, lastActivity] = row;
  return { id: Number(id), email: String(email), role: String(role), is_active: isActive === true, access_version: Number(accessVersion), session_epoch: Number(sessionEpoch), last_activity: lastActivity === null || lastActivity === undefined ? null : new Date(Number(lastActivity)) };
}

/** Enough for every member of a club; beyond it the oldest accounts are read again. */
const MAX_ENTRIES = 10_000;

export interface AccountLookup {
  account(id: number): Promise<Account | undefined>;
  /**
   * PostgreSQL only: the account and, in the same statement, one of its step rows, for a route
   * that reads that step right after the access check (PGlite answers both from memory).
   */
  withStep?(id: number, module: string, step: string): Promise<{ account: Account; step: StepRow | undefined } | undefined>;
  /**
   * PostgreSQL only: the active account as this process last read it, unconfirmed. A route may act
   * on it only in a statement that checks it still holds (ACCOUNT_HOLDS in services/step-store.ts)
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
 * step's read with the step row in the same statement (withStep), except a step's save, which
 * checks the account it remembers in its own statement (remembered).
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
    const accountRow = app.dbStatement('account_row', `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.id = $1`);
    const withStep = app.dbStatement(
      'account_row_with_step',
      `SELECT ${ACCOUNT_COLUMNS}, s.data::text, s.version, s.status FROM users u
       LEFT JOIN step_data s ON s.user_id = u.id AND s.module_name = $2 AND s.step_name = $3
       WHERE u.id = $1`,
    );
    return {
      account: async (id) => {
        const [row] = await accountRow([String(id)]);
        return remember(id, row && accountOf(row));
      },
      async withStep(id, module, step) {
        const [row] = await withStep([String(id), module, step]);
        if (!row) return undefined;
        const [data, version, status] = row.slice(-3);
        return { account: remember(id, accountOf(row))!, step: version === null || version === undefined ? undefined : stepRowOf(String(data), version, status) };
      },
      remembered: (id) => seen.get(id),
    };
  }

  // Prepared once: the query is not built per request.
  const byId = app.db.select(columns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('account_by_id');
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
