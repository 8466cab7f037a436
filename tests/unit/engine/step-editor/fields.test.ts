import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEP_SCHEMAS_DIR } from '../../../../src/content/paths.js';
import { fieldsOf } from '../../../../src/engine/step-editor/fields.js';
import { fieldOfProblem } from '../../../../src/engine/step-editor/problem-places.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { baseline } from './support.js';

const read = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

function stepState(id: string): EditorState {
  const [module, step] = id.split('/') as [string, string];
  const at = (kind: string) => read(path.join(STEP_SCHEMAS_DIR, module, `${step}.${kind}.json`));
  return { module, step, files: { schema: at('schema'), ui: at('ui'), rules: at('rules') }, texts: { cs: {}, en: {} } };
}

const kinds = (id: string) => Object.fromEntries(fieldsOf(stepState(id)).map((f) => [f.pointer, f.kind]));

describe('fieldsOf lists every existing step’s fields with the kind its widget draws', () => {
  it('texts, sliders, yes/no, radios and rows', () => {
    expect(kinds('people/team_goals')).toEqual({
      '/goal': 'longText',
      '/goal_rating': 'slider',
      '/success': 'longText',
      '/success_rating': 'slider',
      '/how': 'longText',
      '/how_rating': 'slider',
      '/benefits': 'longText',
      '/benefits_rating': 'slider',
      '/what': 'longText',
      '/what_rating': 'slider',
    });
    expect(kinds('new_team_onboarding/onboarding_strategy')).toEqual({
      '/user_confirmed_strategy': 'yesNo',
      '/information_list': 'rows',
      '/information_list/*/information': 'shortText',
      '/information_list/*/activity': 'longText',
    });
    expect(kinds('intro/welcome')).toEqual({ '/question1': 'choiceRadio', '/question2': 'choiceRadio', '/question3': 'choiceRadio' });
  });

  it('tables with numbers, derived values and choices; neither the row id nor the column linking a row to its source', () => {
    expect(kinds('people/team_capacity')).toEqual({
      '/capacities': 'table',
      '/capacities/*/position': 'shortText',
      '/capacities/*/present_capacity': 'number',
      '/capacities/*/future_capacity': 'number',
    });
    expect(kinds('people/team_members_outlook')).toMatchObject({
      '/outlook_data/*/position': 'value',
      '/outlook_data/*/average_score': 'value',
      '/outlook_data/*/contribution': 'longText',
      '/outlook_data/*/perspective': 'choiceRadio',
    });
  });

  it('toggle lists, and fields drawn by a component of their own, without columns', () => {
    expect(kinds('people/team_values')).toEqual({ '/values': 'toggleList' });
    expect(kinds('people/team_outlook')).toEqual({ '/values': 'other' });
    expect(Object.values(kinds('people/team_evaluation'))).toEqual(['other', 'other', 'other']);
    expect(fieldsOf(stepState('people/presentation'))).toEqual([]);
  });

  it('every field of every step has a kind other than "other" unless hidden or drawn by a component of its own', () => {
    for (const module of fs
      .readdirSync(STEP_SCHEMAS_DIR)
      .filter((d) => fs.statSync(path.join(STEP_SCHEMAS_DIR, d)).isDirectory() && d !== 'variants'))
      for (const file of fs.readdirSync(path.join(STEP_SCHEMAS_DIR, module)).filter((f) => f.endsWith('.rules.json'))) {
        const state = stepState(`${module}/${file.replace('.rules.json', '')}`);
        if (state.files.ui?.['ui:field']) continue;
        for (const f of fieldsOf(state).filter((x) => x.kind === 'other')) {
          const parent = f.list ? (state.files.ui?.[f.list.slice(1)] as any)?.items : state.files.ui;
          expect([`${module}/${file}${f.pointer}`, parent?.[f.name]?.['ui:widget'] ?? parent?.[f.name]?.['ui:field']]).toEqual([
            `${module}/${file}${f.pointer}`,
            expect.stringMatching(/^(hidden|ScoreSummaryField)$/),
          ]);
        }
      }
  });
});

describe('a problem of the check is shown at its field', () => {
  const state = stepState('people/team_capacity');
  const at = (file: string, place?: string) => fieldOfProblem(state, { file, place, message: '' })?.pointer;
  it('from a place in the schema, the UI schema or the rules', () => {
    expect(at('step-schemas/people/team_capacity.schema.json', '/properties/capacities/items/properties/present_capacity/maximum')).toBe(
      '/capacities/*/present_capacity',
    );
    expect(at('step-schemas/people/team_capacity.schema.json', '/properties/capacities/maxItems')).toBe('/capacities');
    expect(at('step-schemas/people/team_capacity.ui.json', '/capacities/items/future_capacity/ui:title')).toBe(
      '/capacities/*/future_capacity',
    );
    expect(at('step-schemas/people/team_capacity.ui.json', '/capacities/ui:options/minRows')).toBe('/capacities');
    const i = state.files.rules.messages.findIndex((m) => m.path.endsWith('present_capacity'));
    expect(at('step-schemas/people/team_capacity.rules.json', `/messages/${i}/message`)).toBe('/capacities/*/present_capacity');
    expect(at('step-schemas/people/team_capacity.rules.json', '/title')).toBeUndefined();
    expect(at('step-schemas/people/team_capacity.schema.json')).toBeUndefined();
  });

  it('from a required name, and from a text missing in a locale file', () => {
    const s = baseline();
    expect(fieldOfProblem(s, { file: 'step-schemas/m/s.schema.json', place: '/completion/required/0', message: '' })?.pointer).toBe(
      '/goal',
    );
    expect(fieldOfProblem(s, { file: 'locales/cs/steps/m.json', place: 's.goal.label', message: '' })?.pointer).toBe('/goal');
    expect(fieldOfProblem(s, { file: 'locales/en/steps/m.json', place: 's.goal.message', message: '' })?.pointer).toBe('/goal');
    expect(fieldOfProblem(s, { file: 'locales/cs/steps/m.json', place: 's.title', message: '' })).toBeUndefined();
  });
});
