import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const VALUES = '/api/people/team-values';
const PRIORITIES = '/api/people/value-priorities';
const EXAMPLES = '/api/people/value-examples';
const CATALOGUE = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Otevřenost',
  'Respekt',
  'Kvalita',
  'Orientace na zákazníka',
  'Inovace',
  'Spolehlivost',
  'Profesionalita',
];
type Value = { id?: number; value_name: string; is_selected: boolean; is_custom?: boolean; original_name?: string | null };

/** The catalogue as GET answers it before anything is saved, with the first `n` switched on. */
const catalogue = (selected = 0): Value[] =>
  CATALOGUE.map((name, i) => ({ id: i + 1, value_name: name, is_selected: i < selected, is_custom: false, original_name: name }));
const own = (name: string, selected = true): Value => ({ value_name: name, is_selected: selected, is_custom: true });

describe('people: team values, value priorities and value examples', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const before = (step: string) => {
    const order = [
      'team_goals',
      'team_vision',
      'team_roles_revision',
      'team_capacity',
      'team_values',
      'team_values_priorities',
      'team_values_examples',
    ];
    return order.slice(0, order.indexOf(step)).map((s): [string, string] => ['people', s]);
  };
  const member = (step = 'team_values') =>
    memberSession(t.app, { modules: ['people'], completedSteps: [['intro', 'welcome'], ...before(step)] });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const save = async (token: string, url: string, data: unknown) => {
    const res = await call(token, 'POST', url, data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const messages = async (token: string, url: string, data: unknown) => {
    await save(token, url, data);
    const res = await call(token, 'POST', `${url}/complete`);
    return res.statusCode === 200 ? [] : (res.json().errors as Array<{ message: string }>).map((e) => e.message);
  };
  const refused = async (token: string, url: string, data: unknown) => {
    const res = await call(token, 'POST', url, data);
    expect(res.statusCode, JSON.stringify(data).slice(0, 80)).toBe(422);
    return res.json().detail as string;
  };
  /** A member whose team values are completed with the catalogue's first ten. */
  const withValues = async () => {
    const s = await member();
    expect(await messages(s.token, VALUES, { values: catalogue(10) })).toEqual([]);
    return s;
  };
  const choose = (names: string[]) => ({
    priorities: CATALOGUE.map((value_name) => ({ value_name, is_priority: names.includes(value_name) })),
  });

  it('team values: GET answers the catalogue of ten before anything is saved, nothing selected', async () => {
    const s = await member();
    const res = await call(s.token, 'GET', VALUES);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toEqual({ values: catalogue(0) });
  });

  it('team values: every message in its order, exactly 10 selected, at its edges', async () => {
    const s = await member();
    expect(await messages(s.token, VALUES, { values: catalogue(0) })).toEqual(['Musíte vybrat přesně 10 hodnot']);
    expect(await messages(s.token, VALUES, { values: catalogue(9) })).toEqual(['Musíte vybrat přesně 10 hodnot']);
    expect(await refused(s.token, VALUES, { values: [...catalogue(10), own('Radost')] })).toBe('Můžete vybrat maximálně 10 hodnot');
    const unnamed = catalogue(9).concat(own('  '));
    expect(await messages(s.token, VALUES, { values: unnamed })).toEqual(['Vyplňte názvy všech vybraných hodnot']);
    const repeated = catalogue(9)
      .map((v, i) => (i === 8 ? { ...v, value_name: ' důvěra ' } : v))
      .concat(own('Kvalita'));
    expect(await messages(s.token, VALUES, { values: repeated })).toEqual(['Názvy hodnot musí být jedinečné']);
    // An unselected own value without a name is no error: the page drops it on blur.
    expect(await messages(s.token, VALUES, { values: [...catalogue(10), own('', false)] })).toEqual([]);
  });

  it("team values: at most 5 of the member's own, 15 in all, names up to 50 characters; the rest refused and nothing stored", async () => {
    const s = await member();
    const five = ['Radost', 'Odvaha', 'Pokora', 'Vytrvalost', 'Zvídavost'].map((n) => own(n, false));
    const stored = await save(s.token, VALUES, { values: [...catalogue(10), ...five] });
    expect(stored.values).toHaveLength(15);
    expect(await refused(s.token, VALUES, { values: [...catalogue(10), ...five, own('Šestá', false)] })).toBe(
      'Můžete přidat maximálně 5 vlastních hodnot',
    );
    expect(
      await refused(s.token, VALUES, {
        values: [...catalogue(4), ...five, own('Šestá', false)].map((v) => ({ ...v, original_name: null })),
      }),
    ).toBe('Můžete přidat maximálně 5 vlastních hodnot');
    await save(s.token, VALUES, { values: [...catalogue(10).slice(1), own('x'.repeat(50), false)] });
    for (const bad of [
      { values: [own('x'.repeat(51))] },
      { values: [{ value_name: 'A', is_selected: 'yes' }] },
      { values: [{ value_name: 'A', is_selected: true, rank: 1 }] },
    ]) {
      await refused(s.token, VALUES, bad);
    }
    const after = (await call(s.token, 'GET', VALUES)).json().values as Value[];
    expect(after.map((v) => v.value_name)).toEqual([...CATALOGUE.slice(1), 'x'.repeat(50), 'Důvěra']);
  });

  it("team values: the server decides what is custom; a renamed predefined value is the member's own and keeps its original", async () => {
    const s = await member();
    const renamed = catalogue(10).map((v, i) => (i === 0 ? { ...v, value_name: 'Vzájemná důvěra', is_custom: false } : v));
    const forged = { value_name: 'Podvrh', is_selected: false, is_custom: false, original_name: 'Neznámá' };
    const stored = (await save(s.token, VALUES, { values: [...renamed, forged] })).values as Value[];
    expect(stored[0]).toEqual({ id: 1, value_name: 'Vzájemná důvěra', is_selected: true, is_custom: true, original_name: 'Důvěra' });
    expect(stored[10]).toEqual({ id: 11, value_name: 'Podvrh', is_selected: false, is_custom: true, original_name: null });
    // Renamed back, it is predefined again.
    const back = (await save(s.token, VALUES, { values: catalogue(10) })).values as Value[];
    expect(back[0]!.is_custom).toBe(false);
  });

  it("team values: the entity's assessment_id and status (spec 3, Team value) are taken and kept, not refused or dropped", async () => {
    const s = await member();
    const entity = catalogue(10).map((v) => ({ ...v, assessment_id: 7, status: 'active', description: null }));
    const stored = (await save(s.token, VALUES, { values: entity })).values as Array<Value & { assessment_id: number; status: string }>;
    expect(stored.slice(0, 10)).toEqual(entity);
    expect((await call(s.token, 'GET', VALUES)).json().values.slice(0, 10)).toEqual(entity);
    expect(await messages(s.token, VALUES, { values: entity })).toEqual([]);
    expect((await call(s.token, 'POST', VALUES, { values: entity.map((v) => ({ ...v, assessment_id: null })) })).statusCode).toBe(200);
    expect(await refused(s.token, VALUES, { values: entity.map((v) => ({ ...v, status: 'smazaná' })) })).toMatch(/^Neplatná data kroku/);
  });

  it('value priorities: the selected values, 3 to 5 chosen, a value not selected is never stored', async () => {
    const s = await withValues();
    const first = await call(s.token, 'GET', PRIORITIES);
    // An unchosen priority carries is_priority: false (spec 3, Value priority), before anything is chosen too.
    expect(first.json()).toEqual({
      priorities: CATALOGUE.map((value_name, i) => ({ id: i + 1, value_id: i + 1, value_name, is_priority: false })),
    });
    expect(await messages(s.token, PRIORITIES, choose([]))).toEqual(['Vyberte alespoň 3 priority']);
    expect(await messages(s.token, PRIORITIES, choose(CATALOGUE.slice(0, 2)))).toEqual(['Vyberte alespoň 3 priority']);
    expect(await refused(s.token, PRIORITIES, choose(CATALOGUE.slice(0, 6)))).toBe('Můžete vybrat maximálně 5 priorit');
    const foreign = await save(s.token, PRIORITIES, {
      priorities: [...choose(CATALOGUE.slice(0, 3)).priorities, { value_name: 'Cizí hodnota', is_priority: true }],
    });
    expect(foreign.priorities.map((p: { value_name: string }) => p.value_name)).toEqual(CATALOGUE);
    expect(await messages(s.token, PRIORITIES, choose(CATALOGUE.slice(0, 5)))).toEqual([]);
  });

  it('value priorities: locked until team values are completed, and empty while no values are selected', async () => {
    const s = await member();
    expect((await call(s.token, 'GET', PRIORITIES)).statusCode).toBe(403);
    const early = await member('team_values_priorities');
    expect((await call(early.token, 'GET', PRIORITIES)).json()).toEqual({ priorities: [] });
    expect(await messages(early.token, PRIORITIES, {})).toEqual(['Vyberte alespoň 3 priority']);
  });

  it('value examples: one row per priority, both examples required and at least 10 characters, named by the value, up to 200', async () => {
    const s = await withValues();
    expect(await messages(s.token, PRIORITIES, choose(['Kvalita', 'Důvěra', 'Inovace']))).toEqual([]);
    const rows = (await call(s.token, 'GET', EXAMPLES)).json().examples;
    expect(rows).toEqual([
      { id: 1, value_id: 1, value_name: 'Důvěra', is_priority: true },
      { id: 2, value_id: 6, value_name: 'Kvalita', is_priority: true },
      { id: 3, value_id: 8, value_name: 'Inovace', is_priority: true },
    ]);
    const good = 'Pomůže kolegovi dřív, než o to požádá.';
    expect(
      await messages(s.token, EXAMPLES, {
        examples: [
          { id: 1, value_name: 'Důvěra', excellent_example: '  ', failure_example: 'Krátký' },
          { id: 2, value_name: 'Kvalita', excellent_example: good },
          { id: 3, value_name: 'Inovace', excellent_example: '123456789', failure_example: '1234567890' },
        ],
      }),
    ).toEqual([
      'Důvěra: Příklad výborného chování je povinný',
      'Důvěra: Příklad výborného chování musí mít alespoň 10 znaků',
      'Důvěra: Příklad selhání musí mít alespoň 10 znaků',
      'Kvalita: Příklad selhání je povinný',
      'Inovace: Příklad výborného chování musí mít alespoň 10 znaků',
    ]);
    // Minimum lengths count the trimmed text: nine spaces and 'x' are one character, not ten.
    expect(
      await messages(s.token, EXAMPLES, {
        examples: rows.map((r: object) => ({ ...r, excellent_example: '         x', failure_example: `  ${'x'.repeat(9)}\n ` })),
      }),
    ).toEqual([
      'Důvěra: Příklad výborného chování musí mít alespoň 10 znaků',
      'Důvěra: Příklad selhání musí mít alespoň 10 znaků',
      'Kvalita: Příklad výborného chování musí mít alespoň 10 znaků',
      'Kvalita: Příklad selhání musí mít alespoň 10 znaků',
      'Inovace: Příklad výborného chování musí mít alespoň 10 znaků',
      'Inovace: Příklad selhání musí mít alespoň 10 znaků',
    ]);
    expect(
      await messages(s.token, EXAMPLES, {
        examples: rows.map((r: object) => ({ ...r, excellent_example: `   ${'x'.repeat(10)}   `, failure_example: good })),
      }),
    ).toEqual([]);
    await refused(s.token, EXAMPLES, { examples: [{ id: 1, value_name: 'Důvěra', excellent_example: 'x'.repeat(201) }] });
    const done = { examples: rows.map((r: object) => ({ ...r, excellent_example: 'x'.repeat(200), failure_example: good })) };
    expect(await messages(s.token, EXAMPLES, done)).toEqual([]);
  });

  it('value examples: "Nejprve dokončete prioritizaci hodnot" while there are no priorities', async () => {
    const early = await member('team_values_examples');
    expect((await call(early.token, 'GET', EXAMPLES)).json()).toEqual({ examples: [] });
    expect(await messages(early.token, EXAMPLES, {})).toEqual(['Nejprve dokončete prioritizaci hodnot']);
  });

  it('resets: changing the selected values or the priorities makes the later steps be completed again, their data kept', async () => {
    const s = await withValues();
    expect(await messages(s.token, PRIORITIES, choose(['Důvěra', 'Kvalita', 'Inovace']))).toEqual([]);
    const text = 'Konkrétní příklad z praxe týmu.';
    const examples = (await call(s.token, 'GET', EXAMPLES))
      .json()
      .examples.map((r: object) => ({ ...r, excellent_example: text, failure_example: text }));
    expect(await messages(s.token, EXAMPLES, { examples })).toEqual([]);

    // Inovace is switched off, Radost on: the browser asks for the reset.
    const values = [...catalogue(10).map((v) => (v.value_name === 'Inovace' ? { ...v, is_selected: false } : v)), own('Radost')];
    await save(s.token, VALUES, { values });
    const reset = await call(s.token, 'POST', '/api/people/reset-dependent-steps', { step_name: 'team_values' });
    expect(reset.json().reset_steps).toEqual(['team_values_priorities', 'team_values_examples']);
    const priorities = await call(s.token, 'GET', PRIORITIES);
    expect(priorities.headers['x-step-status']).toBe('in_progress');
    const names = priorities.json().priorities.map((p: { value_name: string; is_priority: boolean }) => [p.value_name, p.is_priority]);
    expect(names).toContainEqual(['Důvěra', true]);
    expect(names).toContainEqual(['Radost', false]);
    expect(names.map((n: unknown[]) => n[0])).not.toContain('Inovace');
    // Examples follow the priorities once they are saved again: kept for Důvěra and Kvalita, Inovace gone.
    expect(await messages(s.token, PRIORITIES, { priorities: priorities.json().priorities })).toEqual(['Vyberte alespoň 3 priority']);
    const chosen = priorities
      .json()
      .priorities.map((p: { value_name: string }) => ({ ...p, is_priority: ['Důvěra', 'Kvalita', 'Radost'].includes(p.value_name) }));
    expect(await messages(s.token, PRIORITIES, { priorities: chosen })).toEqual([]);
    const after = (await call(s.token, 'GET', EXAMPLES)).json().examples;
    expect(after.map((e: { value_name: string; excellent_example?: string }) => [e.value_name, e.excellent_example ?? null])).toEqual([
      ['Důvěra', text],
      ['Kvalita', text],
      ['Radost', null],
    ]);
    expect((await call(s.token, 'POST', `${EXAMPLES}/complete`)).json().detail).toBe('Radost: Příklad výborného chování je povinný');
  });

  it('another member sees only their own values and cannot reach past their lock', async () => {
    const a = await withValues();
    const b = await member();
    expect((await call(b.token, 'GET', VALUES)).json()).toEqual({ values: catalogue(0) });
    expect((await call(b.token, 'GET', PRIORITIES)).statusCode).toBe(403);
    expect((await call(b.token, 'POST', `${EXAMPLES}/complete`)).statusCode).toBe(403);
    expect((await call(a.token, 'GET', VALUES)).json()).toEqual({ values: catalogue(10) });
  });
});
