import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { users } from '../../../src/server/db/schema.js';
import { accountLookup, type AccountLookup } from '../../../src/server/services/account-lookup.js';
import { STEP_WITH_ACCOUNT } from '../../../src/server/services/step-store.js';

// The account reads one turn of the event loop asks for go to the database in one statement
// (services/account-lookup.ts, PostgreSQL's lookup; its SQL runs on PGlite too, so it is checked
// on every database here): each must be answered its own account and step, as it would be alone.
describe('account reads that arrive together', () => {
  let t: TestApp;
  /** The JSON array of reads each statement was given. */
  let sent: unknown[][];
  let lookup: AccountLookup;
  beforeAll(async () => {
    t = await createTestApp();
    sent = [];
    const counted = {
      dbStatement: (name: string, text: string) => {
        const statement = t.opened.statement(`test_${name}`, text);
        return (values: ReadonlyArray<string | null>) => {
          sent.push(JSON.parse(values[0]!) as unknown[]);
          return statement(values);
        };
      },
    };
    lookup = await accountLookup(counted as unknown as FastifyInstance);
  });
  afterAll(() => t.close());

  const read = (id: number, step: string) => lookup.withJoin!(id, STEP_WITH_ACCOUNT, ['people', step]);

  it('reads the accounts and steps of one turn in one statement, each answered its own', async () => {
    const [a, b] = await Promise.all([memberSession(t.app), memberSession(t.app)]);
    await t.app.stepStore.save(a.user.id, 'people', 'goals', { text: 'Žluťoučký kůň A' });
    await t.app.stepStore.save(b.user.id, 'people', 'goals', { text: 'B' });
    await t.app.stepStore.save(b.user.id, 'people', 'goals', { text: 'B podruhé' });
    sent.length = 0;
    const [first, second, unsaved, nobody] = await Promise.all([
      read(a.user.id, 'goals'),
      read(b.user.id, 'goals'),
      read(a.user.id, 'vision'),
      read(2_000_000_000, 'goals'),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(4);
    expect(first?.account.email).toBe(a.email);
    expect(first?.joined).toMatchObject({ data: { text: 'Žluťoučký kůň A' }, version: 1, status: 'in_progress' });
    expect(second?.account.email).toBe(b.email);
    expect(second?.joined).toMatchObject({ data: { text: 'B podruhé' }, version: 2 });
    expect(unsaved?.account.id).toBe(a.user.id);
    expect(unsaved?.joined).toBeUndefined();
    expect(nobody).toBeUndefined();
  });

  it('answers a read alone, and the accounts without a join, each as now stored', async () => {
    const [a, b] = await Promise.all([memberSession(t.app), memberSession(t.app)]);
    expect((await read(a.user.id, 'goals'))?.account.email).toBe(a.email);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, b.user.id));
    sent.length = 0;
    const [first, second, nobody] = await Promise.all([
      lookup.account(a.user.id),
      lookup.account(b.user.id),
      lookup.account(2_000_000_000),
    ]);
    expect(sent).toEqual([[[String(a.user.id)], [String(b.user.id)], ['2000000000']]]);
    expect(first).toMatchObject({ id: a.user.id, email: a.email, is_active: true });
    expect(second).toMatchObject({ id: b.user.id, is_active: false });
    expect(nobody).toBeUndefined();
  });
});
