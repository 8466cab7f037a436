import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConditionTest } from '../../../../src/engine/step-editor/condition-tests.js';
import { requiredWhileHidden, revealCondition } from '../../../../src/engine/step-editor/rule-conflicts.js';
import { setRequirement } from '../../../../src/engine/step-editor/requirement-ops.js';
import { setReveal } from '../../../../src/engine/step-editor/reveal-ops.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { procesy } from './procesy-step.js';

const idea = '/processes/*/idea';
const maturity = '/processes/*/maturity';
const message = { cs: 'Napište nápad', en: '' };
const revealed = (test: ConditionTest) => setReveal(procesy(), idea, { source: maturity, test });
const required = (state: EditorState, test: ConditionTest, source = maturity) => setRequirement(state, idea, { source, test, message });

describe('a field required while a reveal rule hides it', () => {
  it('is named when the requirement can hold while the field is hidden', () => {
    const atMost2 = revealed({ kind: 'atMost', n: 2 });
    expect(revealCondition(atMost2, idea)).toEqual({ source: maturity, test: { kind: 'atMost', n: 2 } });
    expect(requiredWhileHidden(atMost2, idea)).toBeUndefined();
    expect(requiredWhileHidden(required(atMost2, { kind: 'atMost', n: 2 }), idea)).toBeUndefined();
    expect(requiredWhileHidden(required(atMost2, { kind: 'atMost', n: 1 }), idea)).toBeUndefined();
    expect(requiredWhileHidden(required(atMost2, { kind: 'equals', value: 2 }), idea)).toBeUndefined();
    expect(requiredWhileHidden(required(atMost2, { kind: 'atMost', n: 3 }), idea)).toBe('condition');
    expect(requiredWhileHidden(required(atMost2, { kind: 'atLeast', n: 1 }), idea)).toBe('condition');
    expect(requiredWhileHidden(required(atMost2, { kind: 'filled' }), idea)).toBe('condition');
    expect(requiredWhileHidden(required(atMost2, { kind: 'filled' }, '/processes/*/name'), idea)).toBe('condition');
    const two = setReveal(procesy(), idea, [
      { source: maturity, test: { kind: 'atMost', n: 2 } },
      { source: '/processes/*/name', test: { kind: 'filled' } },
    ]);
    expect(revealCondition(two, idea)).toBeUndefined();
    expect(requiredWhileHidden(required(two, { kind: 'atMost', n: 2 }), idea)).toBe('condition');
    const filled = revealed({ kind: 'filled' });
    expect(requiredWhileHidden(required(filled, { kind: 'atLeast', n: 4 }), idea)).toBeUndefined();
  });

  it('is named when the field is required always, and not for a step whose list is required exactly while shown', () => {
    const state = setReveal(procesy(), '/note', { source: '/described', test: { kind: 'equals', value: 'Ano' } });
    expect(requiredWhileHidden(state, '/note')).toBe('always');
    const read = (file: string) => JSON.parse(fs.readFileSync(`step-schemas/new_team_onboarding/onboarding_strategy.${file}.json`, 'utf8'));
    const strategy: EditorState = {
      module: 'new_team_onboarding',
      step: 'onboarding_strategy',
      files: { schema: read('schema'), ui: read('ui'), rules: read('rules') },
      texts: { cs: {}, en: {} },
    };
    expect(requiredWhileHidden(strategy, '/information_list')).toBeUndefined();
    expect(requiredWhileHidden(procesy(), '/note')).toBeUndefined();
  });
});
