import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  removeRequirement,
  requirementOf,
  requirementSources,
  setRequirement,
} from '../../../../src/engine/step-editor/requirement-ops.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { completionMessages, contentCheck } from './rule-support.js';
import { procesy } from './procesy-step.js';

const idea = '/processes/*/idea';
const ideaKey = 'steps/procesy:process_map.processes.idea.requiredWhen';
const noteKey = 'steps/procesy:process_map.note.required';
const message = { cs: 'Proces {{n}}: Napište nápad na zlepšení', en: 'Process {{n}}: write an improvement idea' };
const rated = (maturity: number | null, ideaText?: string) => ({
  id: 1,
  name: 'Nákup',
  maturity,
  ...(ideaText === undefined ? {} : { idea: ideaText }),
});
const filled = { described: 'Ano', note: 'Máme' };

describe('requirements that hold only under a condition', () => {
  it('offers the other fields of the same row, or the other top-level fields', () => {
    expect(requirementSources(procesy(), idea)).toEqual(['/processes/*/name', '/processes/*/maturity']);
    expect(requirementSources(procesy(), '/note')).toEqual(['/described', '/processes']);
  });

  it("in rows: the idea is required in a row rated 2 or less, and completion refuses and then accepts a member's data", () => {
    const state = setRequirement(procesy(), idea, { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 }, message });
    const items = (state.files.schema!.properties as any).processes.items;
    expect(items.completion).toEqual({
      allOf: [
        {
          if: { properties: { maturity: { type: 'integer', maximum: 2 } }, required: ['maturity'] },
          then: { required: ['idea'], properties: { idea: { type: 'string', pattern: '\\S', minLength: 10 } } },
        },
      ],
    });
    expect(items.properties.idea).not.toHaveProperty('completion');
    expect(state.files.rules.messages.map((m) => m.message.split('.').at(-1))).toEqual([
      'required',
      'required',
      'minLength',
      'requiredWhen',
    ]);
    expect(state.texts.cs[ideaKey]).toBe(message.cs);
    expect(state.texts.en[ideaKey]).toBe(message.en);

    expect(completionMessages(state, { ...filled, processes: [rated(4), rated(null), rated(2, '   ')] })).toEqual([
      'steps/procesy:process_map.processes.idea.minLength (3)',
      `${ideaKey} (3)`,
    ]);
    expect(completionMessages(state, { ...filled, processes: [rated(1)] })).toEqual([`${ideaKey} (1)`]);
    expect(completionMessages(state, { ...filled, processes: [rated(1, 'Zkrátit')] })).toEqual([
      'steps/procesy:process_map.processes.idea.minLength (1)',
    ]);
    expect(completionMessages(state, { ...filled, processes: [rated(1, 'Zkrátit schvalování'), rated(5)] })).toEqual([]);
    expect(contentCheck(state)).toEqual({ problems: [], warnings: [] });
    expect(requirementOf(state, idea)).toEqual({
      kind: 'builder',
      source: '/processes/*/maturity',
      test: { kind: 'atMost', n: 2 },
      message,
    });
  });

  it('at the top: the note is required only when the processes are described, no longer always', () => {
    const state = setRequirement(procesy(), '/note', {
      source: '/described',
      test: { kind: 'equals', value: 'Ano' },
      message: { cs: 'Popište, kde popis najdeme', en: '' },
    });
    expect(state.files.schema!.completion).toEqual({
      required: ['described'],
      allOf: [
        {
          if: { properties: { described: { const: 'Ano' } }, required: ['described'] },
          then: { required: ['note'], properties: { note: { type: 'string', pattern: '\\S' } } },
        },
      ],
    });
    expect(state.texts.cs[noteKey]).toBe('Popište, kde popis najdeme');
    expect(state.texts.en).not.toHaveProperty(noteKey);
    expect(completionMessages(state, { described: 'Ano', note: ' ' })).toEqual([noteKey]);
    expect(completionMessages(state, { described: 'Ano' })).toEqual([noteKey]);
    expect(completionMessages(state, { described: 'Ne' })).toEqual([]);
    expect(completionMessages(state, { described: 'Ano', note: 'Na intranetu' })).toEqual([]);
    expect(contentCheck(state).problems).toEqual([]);
  });

  it('changes the condition in place, and removing it gives back what the field asked on its own', () => {
    const once = setRequirement(procesy(), idea, { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 }, message });
    const twice = setRequirement(once, idea, { source: '/processes/*/name', test: { kind: 'filled' }, message });
    const items = (twice.files.schema!.properties as any).processes.items;
    expect(items.completion.allOf).toHaveLength(1);
    expect(items.completion.allOf[0].if).toEqual({ properties: { name: { type: 'string', pattern: '\\S' } }, required: ['name'] });
    expect(items.completion.allOf[0].then.properties.idea.minLength).toBe(10);

    const removed = removeRequirement(twice, idea);
    expect(removed.files.schema).toEqual(procesy().files.schema);
    expect(removed.files.rules.messages).toEqual(procesy().files.rules.messages);
    expect(removed.texts).toEqual(procesy().texts);
    expect(requirementOf(removed, idea)).toEqual({ kind: 'none' });
  });

  it("reads onboarding_strategy's if/then as 'the list is required when the member said Yes'", () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
    const cs = read('locales/cs/steps/new_team_onboarding.json');
    const state: EditorState = {
      module: 'new_team_onboarding',
      step: 'onboarding_strategy',
      files: {
        schema: read('step-schemas/new_team_onboarding/onboarding_strategy.schema.json'),
        ui: read('step-schemas/new_team_onboarding/onboarding_strategy.ui.json'),
        rules: read('step-schemas/new_team_onboarding/onboarding_strategy.rules.json'),
      },
      texts: { cs: { 'steps/new_team_onboarding:onboarding_strategy.list.required': cs.onboarding_strategy.list.required }, en: {} },
    };
    expect(requirementOf(state, '/information_list')).toEqual({
      kind: 'builder',
      source: '/user_confirmed_strategy',
      test: { kind: 'equals', value: true },
      message: { cs: cs.onboarding_strategy.list.required, en: '' },
    });
    const changed = setRequirement(state, '/information_list', {
      source: '/user_confirmed_strategy',
      test: { kind: 'filled' },
      message: { cs: 'Přidejte informaci', en: 'Add an item' },
    });
    expect(changed.files.schema!.completion).toMatchObject({
      required: ['user_confirmed_strategy'],
      if: { properties: { user_confirmed_strategy: { type: 'boolean' } } },
      then: { required: ['information_list'], properties: { information_list: { type: 'array', minItems: 1 } } },
    });
    expect(changed.files.rules.messages[1]).toEqual({
      path: '/information_list',
      message: 'steps/new_team_onboarding:onboarding_strategy.list.required',
    });
  });

  it('leaves to the JSON view a condition the builder cannot say', () => {
    const state = procesy();
    (state.files.schema!.completion as any).allOf = [
      { if: { properties: { described: { enum: ['Ano', 'Ne'] } } }, then: { required: ['note'] } },
    ];
    expect(requirementOf(state, '/note')).toEqual({ kind: 'complex' });
    expect(requirementOf(state, '/described')).toEqual({ kind: 'none' });
  });
});
