import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  contentHash,
  diffContent,
  isContentNamespace,
  isContentPath,
  searchable,
  textRows,
  textState,
  variantTexts,
  withText,
  withVariantText,
} from '../../../src/content/content-set.js';

describe('content sets: paths, diffs, text states', () => {
  it('takes only JSON files under step-schemas/ and the content folders of locales/, never a way out', () => {
    for (const ok of [
      'step-schemas/variants/general.json',
      'step-schemas/people/team_goals.rules.json',
      'locales/cs/steps/people.json',
      'locales/en/variants/general.json',
    ])
      expect(isContentPath(ok), ok).toBe(true);
    for (const bad of [
      'step-schemas/../package.json',
      'step-schemas/people/../../x.json',
      'locales/cs/api.json',
      'locales/de/steps/people.json',
      'locales/cs/steps/../api.json',
      'step-schemas/README.md',
      '/etc/passwd.json',
      'step-schemas//x.json',
      'step-schemas/./x.json',
      'step-schemas\\x.json',
      'src/server/app.json',
    ])
      expect(isContentPath(bad), bad).toBe(false);
    expect(isContentNamespace('steps/people')).toBe(true);
    expect(isContentNamespace('api')).toBe(false);
  });

  it('lists what changed by file, with the text keys of a locale file', () => {
    const before = {
      'locales/cs/steps/a.json': { x: { y: 'A', z: 'B' } },
      'step-schemas/a/s.rules.json': { t: 1 },
      'step-schemas/b.json': {},
    };
    const after = {
      'locales/cs/steps/a.json': { x: { y: 'A', z: 'C' }, n: 'N' },
      'step-schemas/a/s.rules.json': { t: 1 },
      'step-schemas/c.json': {},
    };
    expect(diffContent(before, after)).toEqual([
      { path: 'locales/cs/steps/a.json', status: 'changed', keys: ['n', 'x.z'] },
      { path: 'step-schemas/b.json', status: 'deleted' },
      { path: 'step-schemas/c.json', status: 'added' },
    ]);
    expect(changedKeys({ a: 'x' }, {})).toEqual(['a']);
    // Key order is no change, and sets hash alike whatever their order.
    expect(diffContent({ 'step-schemas/x.json': { a: 1, b: 2 } }, { 'step-schemas/x.json': { b: 2, a: 1 } })).toEqual([]);
    expect(contentHash({ a: { x: 1, y: 2 }, b: 1 })).toBe(contentHash({ b: 1, a: { y: 2, x: 1 } }));
  });

  it('says a text is missing, changed since its English was written, or ok', () => {
    expect(textState('Ahoj', undefined, undefined)).toBe('missing');
    expect(textState('Ahoj', '', undefined)).toBe('missing');
    expect(textState(undefined, 'Hi', undefined)).toBe('missing');
    expect(textState('Ahoj', 'Hi', undefined)).toBe('ok');
    expect(textState('Ahoj', 'Hi', 'Ahoj')).toBe('ok');
    expect(textState('Nazdar', 'Hi', 'Ahoj')).toBe('changed');
    expect(textRows({ a: 'A', b: { c: 'C' } }, { b: { c: 'Cc' }, e: 'E' }, { 'b.c': 'staré' })).toEqual([
      { key: 'a', cs: 'A', en: null, state: 'missing' },
      { key: 'b.c', cs: 'C', en: 'Cc', state: 'changed' },
      { key: 'e', cs: null, en: 'E', state: 'missing' },
    ]);
  });

  it('sets a text at a dotted key without touching anything else, and refuses a path through a non-object', () => {
    const bundle = { a: { b: 'B', c: 'C' }, d: 'D' };
    expect(withText(bundle, 'a.b', 'X')).toEqual({ a: { b: 'X', c: 'C' }, d: 'D' });
    expect(bundle.a.b).toBe('B');
    expect(withText(bundle, 'd.e', 'X')).toBeUndefined();
    expect(withText(bundle, 'a', 'X')).toBeUndefined();
  });

  it("reads and writes a variant file's display texts by module and step name", () => {
    const variant = {
      variant_name: 'v',
      display_name: 'V',
      modules: [{ module_name: 'm', display_name: 'M', steps: [{ step_name: 's', display_name: 'S', duration: '5 min' }] }],
    };
    expect([...variantTexts(variant)]).toEqual([
      ['display_name', 'V'],
      ['modules.m.display_name', 'M'],
      ['modules.m.steps.s.display_name', 'S'],
      ['modules.m.steps.s.duration', '5 min'],
    ]);
    expect(withVariantText(variant, 'modules.m.steps.s.display_name', 'Krok')!.modules).toEqual([
      { module_name: 'm', display_name: 'M', steps: [{ step_name: 's', display_name: 'Krok', duration: '5 min' }] },
    ]);
    expect(withVariantText(variant, 'variant_name', 'x')).toBeUndefined();
    expect(variant.modules[0]!.steps[0]!.display_name).toBe('S');
  });

  it('searches without case and diacritics', () => {
    expect(searchable('Příklad ČÍSLO')).toBe('priklad cislo');
  });
});
