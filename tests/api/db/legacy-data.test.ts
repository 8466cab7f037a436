import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { configFromEnv } from '../../../src/server/config.js';
import { openDb } from '../../../src/server/db/open.js';
import { login } from '../../support/api.js';
import { memberCalls, PEOPLE, type Row } from '../../support/people-journey.js';

const FIXTURE = path.resolve('tests/fixtures/legacy-db/release-1.tar.xz');

/**
 * A database written by the release before stable ids (tests/fixtures/legacy-db/write.ts): roles
 * stored without ids, capacity rows, priorities, examples, ratings and topics linked by names.
 * Today's server links them once at start; renames then keep everything.
 */
describe('data stored by the release before stable ids', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-'));
    execFileSync('tar', ['-xJf', FIXTURE, '-C', dataDir]);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const start = async () => {
    const opened = await openDb({ dataDir });
    const app = await buildApp({ config: { ...configFromEnv({}), clientDir: undefined, dataDir }, opened, logger: false });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await opened.close();
      },
    };
  };
  const stored = async () => {
    const db = new PGlite(dataDir);
    const { rows } = await db.query<{ step_name: string; data: Record<string, Row[]>; version: number; status: string }>(
      "SELECT step_name, data, version, status FROM step_data WHERE module_name = 'people' ORDER BY step_name",
    );
    await db.close();
    return new Map(rows.map((r) => [r.step_name, r]));
  };

  it('is stored by names as the fixture says (the test would prove nothing otherwise)', async () => {
    const before = await stored();
    expect(before.get('team_roles_revision')!.data.roles!.every((r) => r.id === undefined)).toBe(true);
    expect(before.get('team_capacity')!.data.capacities!.some((r) => 'role_id' in r)).toBe(false);
    expect(before.get('team_evaluation')!.data.evaluations!.some((r) => 'value_id' in r)).toBe(false);
    expect(before.get('team_development')!.data.topics!.some((r) => 'value_id' in r)).toBe(false);
  });

  it('is linked once at start, versions and statuses unchanged, and a rename afterwards keeps everything', async () => {
    const before = await stored();
    const first = await start();
    const after = await stored();
    for (const [step, row] of before)
      expect([step, after.get(step)!.version, after.get(step)!.status]).toEqual([step, row.version, row.status]);
    expect(after.get('team_roles_revision')!.data.roles!.map((r) => [r.id, r.position])).toEqual([
      [1, 'Vedoucí prodeje'],
      [2, 'Prodejce'],
      [3, 'Technik'],
    ]);
    expect(after.get('team_capacity')!.data.capacities!.map((r) => [r.role_id, r.position, r.present_capacity])).toEqual([
      [1, 'Vedoucí prodeje', 10],
      [2, 'Prodejce', 20],
      [3, 'Technik', 30],
    ]);
    expect(after.get('team_evaluation')!.data.members!.map((r) => [r.member_name, r.role_id])).toEqual([
      ['Ondřej Marek', 2],
      ['Jana Malá', 3],
    ]);
    expect(after.get('team_evaluation')!.data.evaluations!.map((r) => r.value_id)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(after.get('team_development')!.data.topics!.map((r) => [r.team_member_id, r.value_id, r.step_1])).toEqual([
      [1, 1, 'Krok 1: Ondřej Marek, Důvěra'],
      [1, 3, 'Krok 1: Ondřej Marek, Spolupráce'],
      [2, 3, 'Krok 1: Jana Malá, Spolupráce'],
    ]);

    const session = await login(first.app, 'legacy@test.cz', 'Heslo-clena-1');
    const { ok } = memberCalls(first.app, session.token);
    const roles = (await ok('GET', PEOPLE.roles)).roles as Row[];
    await ok('POST', PEOPLE.roles, { roles: roles.map((r) => (r.position === 'Prodejce' ? { ...r, position: 'Prodejce vozů' } : r)) });
    const values = (await ok('GET', PEOPLE.values)).values as Row[];
    await ok('POST', PEOPLE.values, {
      values: values.map((v) => (v.value_name === 'Spolupráce' ? { ...v, value_name: 'Týmová spolupráce' } : v)),
    });
    const evaluation = await ok('GET', PEOPLE.evaluation);
    await ok('POST', PEOPLE.evaluation, {
      ...evaluation,
      members: evaluation.members.map((m: Row) => (m.id === 1 ? { ...m, member_name: 'Ondřej Marek ml.' } : m)),
    });
    expect((await ok('GET', PEOPLE.capacity)).capacities.map((r: Row) => [r.position, r.present_capacity, r.future_capacity])).toEqual([
      ['Vedoucí prodeje', 10, 20],
      ['Prodejce vozů', 20, 40],
      ['Technik', 30, 60],
    ]);
    expect((await ok('GET', PEOPLE.examples)).examples.map((r: Row) => [r.value_name, r.excellent_example])).toEqual([
      ['Důvěra', 'Příklad Důvěra výborný'],
      ['Odpovědnost', 'Příklad Odpovědnost výborný'],
      ['Týmová spolupráce', 'Příklad Spolupráce výborný'],
    ]);
    expect((await ok('GET', PEOPLE.outlook)).outlook_data.map((r: Row) => [r.member_name, r.position, r.contribution])).toEqual([
      ['Ondřej Marek ml.', 'Prodejce vozů', 'Přínos: Ondřej Marek'],
      ['Jana Malá', 'Technik', 'Přínos: Jana Malá'],
    ]);
    expect((await ok('GET', PEOPLE.topics)).topics.map((r: Row) => [r.member_name, r.value_name, r.step_1])).toEqual([
      ['Ondřej Marek ml.', 'Důvěra', 'Krok 1: Ondřej Marek, Důvěra'],
      ['Ondřej Marek ml.', 'Týmová spolupráce', 'Krok 1: Ondřej Marek, Spolupráce'],
      ['Jana Malá', 'Týmová spolupráce', 'Krok 1: Jana Malá, Spolupráce'],
    ]);
    await first.close();

    // The link ran once: a second start changes nothing.
    const linked = await stored();
    const second = await start();
    await second.close();
    const again = await stored();
    for (const [step, row] of linked)
      expect([step, again.get(step)!.version, again.get(step)!.data]).toEqual([step, row.version, row.data]);
  });
});
