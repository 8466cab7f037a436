import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentDraft, stepData, stepKept, stepUndo } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { adminClient, type AdminClient } from '../../support/admin.js';

type Row = Record<string, unknown>;
type DataAnswer = { data: Row; choices: Record<string, { values: string[]; emptyMessage: string }>; reads: string[] };

describe('the step preview on sample data and on a member’s data', () => {
  let t: TestApp;
  let author: AdminClient;
  let member: Awaited<ReturnType<typeof memberSession>>;
  let otherVariant: Awaited<ReturnType<typeof memberSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
    member = await memberSession(t.app, { name: 'Marie Členová' });
    otherVariant = await memberSession(t.app, { variant: 'automotive_manazer_dealerstvi' });
    const roles = [
      { id: 1, position: 'Mistr dílny', responsibility: 'Dílna', authority: 'Směny', excellent_behavior_example: 'Včas' },
      { id: 2, position: 'Servisní poradce', responsibility: 'Zakázky', authority: 'Slevy', excellent_behavior_example: 'Ochota' },
    ];
    // Stored as the roles page stores them (the module's earlier steps would have to be completed first).
    for (const who of [member, otherVariant]) await t.app.stepStore.save(who.user.id, 'people', 'team_roles_revision', { roles });
  });
  afterAll(() => t.close());

  const data = async (body: Row) => {
    const res = await author.post('/preview/data', { module: 'people', step: 'team_capacity', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DataAnswer;
  };
  const rowCounts = async () =>
    Promise.all(
      [stepData, stepKept, stepUndo, auditLog, contentDraft].map(
        async (table) => (await t.app.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );

  it('makes sample rows for the roles the capacity step builds on, linked by their ids, the same every time', async () => {
    const sample = await data({ source: 'sample' });
    expect(sample.reads).toEqual(['people/team_roles_revision']);
    const rows = sample.data.capacities as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.role_id).toEqual(expect.any(Number));
      expect(r.position).toEqual(expect.stringMatching(/\S/));
      // What a member writes into the rows is the author's to try.
      expect(r.present_capacity ?? null).toBeNull();
    }
    expect(await data({ source: 'sample' })).toEqual(sample);
    // Without a source the roles step holds nothing, as before: the capacity step's empty state.
    expect((await data({})).data.capacities).toEqual([]);
  });

  it('gives the choices another step offers and checks a choice against them', async () => {
    const sample = await data({ step: 'team_evaluation', source: 'sample' });
    const positions = sample.choices['/members/*/position']!.values;
    expect(positions.length).toBeGreaterThanOrEqual(3);
    expect(sample.data.values).toEqual(expect.arrayContaining([expect.any(String)]));
    const check = async (position: string) => {
      const res = await author.post('/preview/check', {
        module: 'people',
        step: 'team_evaluation',
        source: 'sample',
        data: { members: [{ id: 1, member_name: 'Jana Nováková', position }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { messages: Array<{ path: string; message: string }> }).messages;
    };
    expect((await check(positions[0]!)).some((m) => m.path.startsWith('/members/0/position'))).toBe(false);
    expect((await check('Ředitel vesmíru')).some((m) => m.path === '/members/0/position')).toBe(true);
  });

  it('runs the completion check against the rows made from the sources', async () => {
    const { data: sample } = await data({ source: 'sample' });
    const check = (rows: unknown) =>
      author.post('/preview/check', { module: 'people', step: 'team_capacity', source: 'sample', data: { capacities: rows } });
    const empty = (await check(sample.capacities)).json() as { messages: Array<{ path: string }> };
    expect(empty.messages.map((m) => m.path)).toContain('/capacities/0/present_capacity');
    const filled = (sample.capacities as Row[]).map((r) => ({ ...r, present_capacity: 50, future_capacity: 80 }));
    expect((await check(filled)).json()).toEqual({ messages: [] });
  });

  it("shows a member's own rows, read only: nothing is written for anyone", async () => {
    const before = await rowCounts();
    const mine = await data({ source: 'member', user_id: member.user.id, variant: 'general' });
    expect((mine.data.capacities as Row[]).map((r) => r.position)).toEqual(['Mistr dílny', 'Servisní poradce']);
    const check = await author.post('/preview/check', {
      module: 'people',
      step: 'team_capacity',
      source: 'member',
      user_id: member.user.id,
      variant: 'general',
      data: mine.data,
    });
    expect(check.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
    // Only the previewed step's data leaves: nothing of the roles but the positions the capacity rows carry.
    expect(JSON.stringify(mine)).not.toContain('Směny');
  });

  it('the typed data is kept where its field still exists, and derived again', async () => {
    const typed = { capacities: [{ id: 1, role_id: 1, position: 'Mistr dílny', present_capacity: 40, removed_field: 'x' }] };
    const { data: shown } = await data({ source: 'member', user_id: member.user.id, variant: 'general', data: typed });
    const rows = shown.capacities as Row[];
    expect(rows[0]).toMatchObject({ position: 'Mistr dílny', present_capacity: 40 });
    expect(rows[0]).not.toHaveProperty('removed_field');
    expect(rows.map((r) => r.position)).toEqual(['Mistr dílny', 'Servisní poradce']);
  });

  it('lists the members of the variant, and refuses a member of another one or no member', async () => {
    const listed = (await author.get('/preview/members?variant=general')).json() as { members: Array<{ id: number; name: string | null }> };
    expect(listed.members).toContainEqual(expect.objectContaining({ id: member.user.id, name: 'Marie Členová' }));
    expect(listed.members.map((m) => m.id)).not.toContain(otherVariant.user.id);
    const other = await author.post('/preview/data', {
      module: 'people',
      step: 'team_capacity',
      source: 'member',
      user_id: otherVariant.user.id,
      variant: 'general',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe('Tento člen nemá přidělenu variantu general. Vyberte člena této varianty.');
    expect(JSON.stringify(other.json())).not.toContain('Mistr');
    const none = await author.post('/preview/data', { module: 'people', step: 'team_capacity', source: 'member', variant: 'general' });
    expect(none.statusCode).toBe(422);
    const unknown = await author.post('/preview/data', {
      module: 'people',
      step: 'team_capacity',
      source: 'member',
      user_id: 999_999,
      variant: 'general',
    });
    expect(unknown.statusCode).toBe(404);
    const authorItself = await author.post('/preview/data', { module: 'people', step: 'nope', source: 'sample' });
    expect(authorItself.statusCode).toBe(404);
  });
});
