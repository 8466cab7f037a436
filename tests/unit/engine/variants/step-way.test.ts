import { describe, expect, it } from 'vitest';
import { stepWay, type WayStep } from '../../../../src/engine/variants/index.js';

const steps: WayStep[] = [
  { step_name: 'team_goals', display_name: 'Cíle', status: 'completed', route_path: '/people/team-goals' },
  { step_name: 'team_vision', display_name: 'Vize', status: 'completed' },
  { step_name: 'team_roles_revision', display_name: 'Role', status: 'available', route_path: '/people/roles' },
  { step_name: 'team_capacity', display_name: 'Kapacita', status: 'locked' },
];

describe('the way through a module from one step', () => {
  it('numbers the step among the module steps and links both neighbours with their routes', () => {
    expect(stepWay('people', steps, 'team_vision')).toEqual({
      number: 2,
      total: 4,
      previous: { step_name: 'team_goals', display_name: 'Cíle', route: '/people/team-goals', open: true },
      next: { step_name: 'team_roles_revision', display_name: 'Role', route: '/people/roles', open: true },
    });
  });

  it('has no previous step for the first and no next one for the last', () => {
    expect(stepWay('people', steps, 'team_goals')).toMatchObject({ number: 1, total: 4 });
    expect(stepWay('people', steps, 'team_goals')!.previous).toBeUndefined();
    expect(stepWay('people', steps, 'team_capacity')!.next).toBeUndefined();
    expect(stepWay('people', steps, 'team_capacity')).toMatchObject({
      number: 4,
      previous: { step_name: 'team_roles_revision', open: true },
    });
  });

  it('keeps the next step closed while it is locked (this step not completed) or in preparation', () => {
    expect(stepWay('people', steps, 'team_roles_revision')!.next).toEqual({
      step_name: 'team_capacity',
      display_name: 'Kapacita',
      route: '/people/team-capacity',
      open: false,
      closed: 'locked',
    });
    const preparing = steps.map((s) =>
      s.step_name === 'team_capacity' ? { ...s, status: 'available' as const, in_preparation: true } : s,
    );
    expect(stepWay('people', preparing, 'team_roles_revision')!.next).toMatchObject({ open: false, closed: 'preparing' });
  });

  it('answers nothing for a step the list does not hold', () => {
    expect(stepWay('people', steps, 'presentation')).toBeUndefined();
    expect(stepWay('people', [], 'team_goals')).toBeUndefined();
  });
});
