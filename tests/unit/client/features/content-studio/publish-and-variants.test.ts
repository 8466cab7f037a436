import { describe, expect, it } from 'vitest';
import { problemLink } from '../../../../../src/client/features/content-studio/publish/problem-link';
import { moved, sameModules } from '../../../../../src/client/features/content-studio/variants/module-order';

describe("the studio's publishing and variants helpers", () => {
  it("links a problem to the tab where it can be mended: texts, a variant's modules, a step's file; else to nothing", () => {
    expect(problemLink({ file: 'locales/cs/steps/people.json', place: 'team_goals.title', message: 'x' })).toBe(
      '/admin/content?tab=texts&source=steps%2Fpeople&key=team_goals.title',
    );
    expect(problemLink({ file: 'locales/en/variants/general.json', place: '/intro', message: 'x' })).toBe(
      '/admin/content?tab=texts&source=variants%2Fgeneral',
    );
    expect(problemLink({ file: 'step-schemas/variants/nova.json', place: '/display_name', message: 'x' })).toBe(
      '/admin/content?tab=texts&source=variant%3Anova&key=display_name',
    );
    expect(problemLink({ file: 'step-schemas/variants/nova.json', place: '/modules/0/display_name', message: 'x' })).toBe(
      '/admin/content?tab=texts&source=variant%3Anova',
    );
    expect(problemLink({ file: 'step-schemas/variants/general.json', place: '/modules/3/steps', message: 'x' })).toBe(
      '/admin/content?tab=variants&variant=general&place=%2Fmodules%2F3%2Fsteps',
    );
    expect(problemLink({ file: 'step-schemas/people/team_goals.rules.json', place: '/uniqe', message: 'x' })).toBe(
      '/admin/content?tab=steps&module=people&step=team_goals&file=rules&place=%2Funiqe',
    );
    expect(problemLink({ file: 'step-schemas/people/team_goals.ui.json', message: 'x' })).toBe(
      '/admin/content?tab=steps&module=people&step=team_goals&file=ui',
    );
    expect(problemLink({ file: 'step-schemas/people/team_evaluation.deck.json', place: '/slides', message: 'x' })).toBeUndefined();
  });

  it('moves a module one place, never past an end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    const m = { module_name: 'a', enabled: true, admin_selectable: false };
    expect(sameModules([m], [{ ...m }])).toBe(true);
    expect(sameModules([m], [{ ...m, enabled: false }])).toBe(false);
  });
});
