import { describe, expect, it } from 'vitest';
import { problemLink } from '../../../../../src/client/features/content-studio/publish/problem-link';
import { problemText } from '../../../../../src/client/features/content-studio/publish/problem-text';
import { moved, sameModules } from '../../../../../src/client/features/content-studio/variants/module-order';

describe("the studio's publishing and variants helpers", () => {
  it('links a problem to the texts tab where it can be mended, else to nothing', () => {
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
    expect(problemLink({ file: 'step-schemas/people/team_goals.rules.json', place: '/uniqe', message: 'x' })).toBeUndefined();
  });

  it('words the common checks in Czech and leads the rest in', () => {
    expect(problemText('must NOT have fewer than 1 characters')).toBe('Text nesmí být prázdný.');
    expect(problemText("must have required property 'steps'")).toBe('Chybí povinná položka „steps“.');
    expect(problemText('unknown field x')).toBe('Kontrola obsahu hlásí: unknown field x');
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
