import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const ONB = '/api/new-team-onboarding';
const completed = (...steps: string[]) => steps.map((s) => ['new_team_onboarding', s] as [string, string]);

describe('step rules of the onboarding module and the first people steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Saves the data, asks for completion, and answers the completion response. */
  async function attempt(token: string, url: string, data: unknown) {
    const saved = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: data as object });
    expect(saved.statusCode, saved.body).toBe(200);
    return t.app.inject({ method: 'POST', url: `${url}/complete`, headers: bearer(token) });
  }
  const detail = async (token: string, url: string, data: unknown) => (await attempt(token, url, data)).json().detail;

  it('team goals: the ten messages in the spec order, text first, then its rating', async () => {
    const s = await memberSession(t.app, { completedSteps: [['intro', 'welcome']] });
    const url = '/api/people/team-goals';
    const empty = await attempt(s.token, url, {});
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Hlavní cíl je povinný',
      'Hodnocení hlavního cíle je povinné',
      'Definice úspěchu je povinná',
      'Hodnocení definice úspěchu je povinné',
      'Měřítko úspěchu je povinné',
      'Hodnocení měřítka úspěchu je povinné',
      'Benefity úspěchu jsou povinné',
      'Hodnocení benefitů je povinné',
      'Potřeby týmu jsou povinné',
      'Hodnocení potřeb týmu je povinné',
    ]);
    expect(await detail(s.token, url, { goal: '  ', goal_rating: 3 })).toBe('Hlavní cíl je povinný');
    expect(await detail(s.token, url, { goal: 'Růst', goal_rating: null })).toBe('Hodnocení hlavního cíle je povinné');
    const full = {
      goal: 'Růst',
      goal_rating: 0,
      success: 'a',
      success_rating: 9,
      how: 'b',
      how_rating: 5,
      benefits: 'c',
      benefits_rating: 5,
      what: 'd',
      what_rating: 1,
    };
    expect((await attempt(s.token, url, full)).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url, headers: bearer(s.token), payload: { goal_rating: 10 } });
    expect(bad.statusCode).toBe(422);
    const typed = await t.app.inject({ method: 'POST', url, headers: bearer(s.token), payload: { goal_rating: '5' } });
    expect(typed.statusCode).toBe(422);
  });

  it('team vision: field N and its rating', async () => {
    const s = await memberSession(t.app, {
      completedSteps: [
        ['intro', 'welcome'],
        ['people', 'team_goals'],
      ],
    });
    const url = '/api/people/team-vision';
    expect(await detail(s.token, url, {})).toBe('Pole 1 je povinné');
    expect(await detail(s.token, url, { field_1: 'a', field_1_rating: 2, field_2: 'b' })).toBe('Hodnocení pole 2 je povinné');
  });

  it('position: the main field, at least one threat, numbered threat messages, then the perception questions', async () => {
    const s = await memberSession(t.app, { completedSteps: completed('onboarding_context', 'onboarding_culture') });
    const url = `${ONB}/onboarding-position`;
    expect(await detail(s.token, url, {})).toBe('Hlavní pole je povinné');
    expect(await detail(s.token, url, { field_1: 'x', threats: [] })).toBe('Musíte zadat alespoň jednu hrozbu');
    const res = await attempt(s.token, url, {
      field_1: 'x',
      threats: [
        { id: 1, name: 'A', mitigation: 'B' },
        { id: 2, name: ' ', mitigation: '' },
      ],
    });
    expect(
      res
        .json()
        .errors.slice(0, 3)
        .map((e: { message: string }) => e.message),
    ).toEqual(['Hrozba 2: Název je povinný', 'Hrozba 2: Strategie eliminace je povinná', 'Vyplňte, jak vás tým vnímá jako člověka']);
  });

  it('first steps: goals needed in both lists, numbered messages, a goal about strategy, then redirect_to_strategy', async () => {
    const s = await memberSession(t.app, { completedSteps: completed('onboarding_context', 'onboarding_culture', 'onboarding_position') });
    const url = `${ONB}/onboarding-first-steps`;
    expect(await detail(s.token, url, {})).toBe('Musíte zadat alespoň jeden cíl pro první týden');
    expect(await detail(s.token, url, { week_goals: [{ id: 1, name: 'Poznat tým', tasks: 'Rozhovory' }], month_goals: [] })).toBe(
      'Musíte zadat alespoň jeden cíl pro první 3 měsíce',
    );
    expect(
      await detail(s.token, url, { week_goals: [{ id: 1, name: '', tasks: 'x' }], month_goals: [{ id: 1, name: 'y', tasks: '' }] }),
    ).toBe('Týdenní cíl 1: Název je povinný');
    expect(
      await detail(s.token, url, {
        week_goals: [{ id: 1, name: 'a', tasks: 'x' }],
        month_goals: [
          { id: 1, name: 'y', tasks: 'z' },
          { id: 2, name: 'w', tasks: ' ' },
        ],
      }),
    ).toBe('3-měsíční cíl 2: Úkoly jsou povinné');
    const noStrategy = await detail(s.token, url, {
      week_goals: [{ id: 1, name: 'Poznat tým', tasks: 'Rozhovory' }],
      month_goals: [{ id: 1, name: 'Plán', tasks: 'Rozpočet' }],
    });
    expect(noStrategy).toContain('strategie');
    const tooMany = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(s.token),
      payload: { week_goals: Array.from({ length: 6 }, (_, i) => ({ id: i, name: 'a', tasks: 'b' })) },
    });
    expect(tooMany.statusCode).toBe(422);
    const done = await attempt(s.token, url, {
      week_goals: [{ id: 1, name: 'Poznat tým', tasks: 'Rozhovory' }],
      month_goals: [{ id: 1, name: 'Vytvořit Strategii týmu', tasks: 'Workshop' }],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().redirect_to_strategy).toBe(true);
  });

  it('strategy: an answer is needed, yes needs filled items, and only yes completes', async () => {
    const s = await memberSession(t.app, {
      completedSteps: completed('onboarding_context', 'onboarding_culture', 'onboarding_position', 'onboarding_first_steps'),
    });
    const url = `${ONB}/onboarding-strategy`;
    expect(await detail(s.token, url, { user_confirmed_strategy: null })).toBe(
      'Musíte potvrdit, zda jste zahrnuli strategii do svých cílů',
    );
    expect(await detail(s.token, url, { user_confirmed_strategy: false })).toBe(
      'Musíte potvrdit, zda jste zahrnuli strategii do svých cílů',
    );
    expect(await detail(s.token, url, { user_confirmed_strategy: true, information_list: [] })).toBe(
      'Musíte zadat alespoň jednu informaci',
    );
    expect(
      await detail(s.token, url, { user_confirmed_strategy: true, information_list: [{ id: 1, information: 'Rozpočet', activity: ' ' }] }),
    ).toBe('Informace 1: Aktivita je povinná');
    const tooMany = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(s.token),
      payload: { information_list: Array.from({ length: 11 }, (_, i) => ({ id: i })) },
    });
    expect(tooMany.statusCode).toBe(422);
    const done = await attempt(s.token, url, {
      user_confirmed_strategy: true,
      information_list: [{ id: 1, information: 'Rozpočet', activity: 'Schůzka s ředitelem' }],
    });
    expect(done.statusCode).toBe(200);
    const progress = (await t.app.inject({ method: 'GET', url: '/api/variants/progress', headers: bearer(s.token) })).json();
    const onboarding = progress.user_variants[0].modules.find((m: { module_name: string }) => m.module_name === 'new_team_onboarding');
    expect(onboarding).toMatchObject({ completed_steps: 5, progress_percentage: 100 });
  });
});
