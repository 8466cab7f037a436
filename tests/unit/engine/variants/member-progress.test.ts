import { describe, expect, it } from 'vitest';
import { companySummary, memberProgress, type StoredStep, type VariantDef } from '../../../../src/engine/variants/index.js';

const step = (step_name: string) => ({ step_name, endpoint: step_name, display_name: `Krok ${step_name}` });
const VARIANT: VariantDef = {
  variant_name: 'v',
  display_name: 'Varianta',
  version: '1',
  modules: [
    { module_name: 'intro', display_name: 'Úvod', admin_selectable: false, enabled: true, requires: [], steps: [step('welcome')] },
    {
      module_name: 'people',
      display_name: 'Lidé',
      admin_selectable: true,
      enabled: true,
      requires: ['intro'],
      steps: [step('a'), step('b'), step('c')],
    },
    {
      module_name: 'onboarding',
      display_name: 'Nový tým',
      admin_selectable: false,
      enabled: true,
      requires: [],
      steps: [step('x'), step('y')],
    },
    { module_name: 'sales', display_name: 'Obchod', admin_selectable: true, enabled: false, requires: [], steps: [step('s')] },
  ],
};

const row = (module_name: string, step_name: string, started: string, completed?: string): StoredStep => ({
  module_name,
  step_name,
  status: completed ? 'completed' : 'in_progress',
  created_at: new Date(started),
  completed_at: completed ? new Date(completed) : null,
});

describe("a member's progress", () => {
  it('counts only the modules the member may open: enabled ones, admin-selectable ones when granted', () => {
    expect(memberProgress(VARIANT, [], []).modules.map((m) => m.module_name)).toEqual(['intro', 'onboarding']);
    expect(memberProgress(VARIANT, ['people', 'sales'], []).modules.map((m) => m.module_name)).toEqual(['intro', 'people', 'onboarding']);
  });

  it('gives each step its status and dates, each module its state and percentage, and the overall percentage', () => {
    const p = memberProgress(
      VARIANT,
      ['people'],
      [
        row('intro', 'welcome', '2026-10-01T08:00:00Z', '2026-10-01T08:05:00Z'),
        row('people', 'a', '2026-10-02T09:00:00Z', '2026-10-03T10:00:00Z'),
        row('people', 'b', '2026-10-04T11:00:00Z'),
      ],
    );
    expect(p.modules.map((m) => [m.module_name, m.state, m.completed_steps, m.total_steps, m.percentage])).toEqual([
      ['intro', 'done', 1, 1, 100],
      ['people', 'in_progress', 1, 3, 33],
      ['onboarding', 'not_started', 0, 2, 0],
    ]);
    expect(p.modules[1]!.steps).toEqual([
      {
        step_name: 'a',
        display_name: 'Krok a',
        status: 'completed',
        started_at: '2026-10-02T09:00:00.000Z',
        completed_at: '2026-10-03T10:00:00.000Z',
      },
      { step_name: 'b', display_name: 'Krok b', status: 'in_progress', started_at: '2026-10-04T11:00:00.000Z', completed_at: null },
      { step_name: 'c', display_name: 'Krok c', status: 'not_started', started_at: null, completed_at: null },
    ]);
    expect(p.percentage).toBe(33); // 2 of 6
    expect(p.current).toEqual({ module_name: 'people', module_display_name: 'Lidé', step_name: 'b', step_display_name: 'Krok b' });
  });

  it('a reopened step (saved, no longer completed) is in progress again and loses its completion date', () => {
    const p = memberProgress(
      VARIANT,
      [],
      [{ ...row('intro', 'welcome', '2026-10-01T08:00:00Z'), completed_at: new Date('2026-10-01T09:00:00Z') }],
    );
    expect(p.modules[0]!.steps[0]).toMatchObject({ status: 'in_progress', completed_at: null });
    expect(p.modules[0]!.state).toBe('in_progress');
  });

  it('the current step: the first not completed of the first module in progress, even past a later one started', () => {
    const p = memberProgress(
      VARIANT,
      ['people'],
      [row('intro', 'welcome', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z'), row('onboarding', 'y', '2026-10-02T08:00:00Z')],
    );
    // people is not started, onboarding is in progress: onboarding's first step not completed (x, before the saved y).
    expect(p.current).toMatchObject({ module_name: 'onboarding', step_name: 'x' });
  });

  it('with nothing in progress the current step is the first of the first module not started; none when all are done', () => {
    expect(memberProgress(VARIANT, [], []).current).toMatchObject({ module_name: 'intro', step_name: 'welcome' });
    const all = [
      row('intro', 'welcome', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z'),
      row('onboarding', 'x', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z'),
      row('onboarding', 'y', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z'),
    ];
    const done = memberProgress(VARIANT, [], all);
    expect(done.current).toBeNull();
    expect(done.percentage).toBe(100);
  });

  it('ignores rows of steps the variant does not list; no variant is no progress', () => {
    const p = memberProgress(
      VARIANT,
      [],
      [row('intro', 'gone', '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z'), row('other', 'x', '2026-10-01T08:00:00Z')],
    );
    expect(p.modules.map((m) => m.state)).toEqual(['not_started', 'not_started']);
    expect(memberProgress(undefined, ['people'], [])).toEqual({ modules: [], current: null, percentage: 0 });
  });
});

describe("a company's summary", () => {
  const m = (module_name: string, state: 'done' | 'in_progress' | 'not_started', percentage: number) => ({
    module_name,
    display_name: module_name.toUpperCase(),
    state,
    percentage,
  });

  it('counts per module who is done, in progress and not started, with the average percentage of those who have it', () => {
    expect(
      companySummary([
        { percentage: 100, modules: [m('intro', 'done', 100), m('people', 'done', 100)] },
        { percentage: 40, modules: [m('intro', 'done', 100), m('people', 'in_progress', 25)] },
        { percentage: 0, modules: [m('intro', 'not_started', 0)] },
        { percentage: 0, modules: [] },
      ]),
    ).toEqual({
      members: 3,
      average: 47,
      modules: [
        { module_name: 'intro', display_name: 'INTRO', done: 2, in_progress: 0, not_started: 1, average: 67 },
        { module_name: 'people', display_name: 'PEOPLE', done: 1, in_progress: 1, not_started: 0, average: 63 },
      ],
    });
  });

  it('is empty for a company without members with modules', () => {
    expect(companySummary([])).toEqual({ members: 0, average: 0, modules: [] });
  });
});
