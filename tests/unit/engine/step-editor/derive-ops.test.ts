import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { applyDerivations } from '../../../../src/engine/derivations/index.js';
import {
  canDeriveInto,
  derivedListOf,
  derivedSourceProblem,
  removeDerivedList,
  setDerivedList,
  testsOf,
  whereOf,
  type DerivedListSource,
  type RowTest,
} from '../../../../src/engine/step-editor/derive-ops.js';
import { linkColumns } from '../../../../src/engine/step-editor/source-lists.js';
import { setOptionSource } from '../../../../src/engine/step-editor/source-ops.js';
import type { StepFiles } from '../../../../src/engine/step-editor/types.js';
import { owner, priorities, processes, processKey, processMap } from './process-map.js';

const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
const ratedTwoOrLess: DerivedListSource = { list: '/processes', text: 'name', where: [{ field: 'maturity', test: 'atMost', value: 2 }] };
const empty = { cs: 'Zatím žádný proces se zralostí 2 nebo nižší.' };
const derived = () => {
  const state = processMap();
  return setDerivedList(state, priorities, ratedTwoOrLess, state.files, empty);
};

describe('derived lists', () => {
  it("writes the priorities as the rows of this step's process table rated 2 or less", () => {
    const next = derived();
    expect(next.files.rules.derive).toEqual([
      {
        target: '/priorities',
        derivation: 'rowsFromList',
        inputs: {
          values: {
            at: '/processes/*',
            where: { properties: { maturity: { type: 'number', maximum: 2 } }, required: ['maturity'] },
          },
        },
        options: { key: 'name', ref: 'source_id', text: 'name' },
      },
    ]);
    const list = (next.files.schema!.properties as any).priorities;
    expect(list.maxItems).toBe(30);
    expect(list.items.properties).toEqual({
      first_step: { type: 'string', maxLength: 500, completion: { minLength: 10 } },
      id: { type: 'integer', minimum: 1 },
      source_id: { type: 'integer', minimum: 1 },
      name: { type: 'string', maxLength: 200 },
    });
    const ui = (next.files.ui as any).priorities;
    expect(ui['ui:options']).toEqual({ addable: false, removable: false, orderable: false, emptyText: processKey('priorities.empty') });
    expect(ui.items.name).toEqual({ 'ui:widget': 'ValueWidget', 'ui:title': processKey('processes.name.label') });
    expect(ui.items.source_id).toEqual({ 'ui:widget': 'hidden' });
    expect(next.texts.cs[processKey('priorities.empty')]).toBe(empty.cs);
    // The process rows are followed by id: the server keeps them.
    expect(next.files.rules.ids).toEqual([{ list: '/processes', matchBy: 'name' }]);
  });

  it('really computes: the rows rated 2 or less, each keeping its first step by the process id, also once renamed', () => {
    const rules = derived().files.rules.derive;
    const data = {
      processes: [
        { id: 1, name: 'Nábor', maturity: 2 },
        { id: 2, name: 'Fakturace', maturity: 4 },
        { id: 3, name: 'Zaškolení nováčků', maturity: 1 },
        { id: 4, name: 'Porady', maturity: null },
      ],
      priorities: [{ id: 7, source_id: 3, name: 'Onboarding', first_step: 'Sepsat kontrolní seznam' }],
    };
    expect(applyDerivations(rules, data, new Map(), check).priorities).toEqual([
      { id: 8, name: 'Nábor', source_id: 1 },
      { id: 7, source_id: 3, name: 'Zaškolení nováčků', first_step: 'Sepsat kontrolní seznam' },
    ]);
  });

  it('reads a list of another step, by name, and says when its rows keep no ids', () => {
    const read = (f: string) => JSON.parse(fs.readFileSync(`step-schemas/people/team_roles_revision.${f}.json`, 'utf8'));
    const roles: StepFiles = { schema: read('schema'), ui: read('ui'), rules: read('rules') };
    const source: DerivedListSource = { step: 'people/team_roles_revision', list: '/roles', text: 'position', where: [] };
    const next = setDerivedList(processMap(), priorities, source, roles, empty);
    expect(next.files.rules.derive?.[0]?.inputs).toEqual({ values: { step: 'people/team_roles_revision', at: '/roles/*' } });
    expect(next.files.rules.ids).toBeUndefined();
    const sources = new Map([['people/team_roles_revision', { roles: [{ id: 2, position: 'Analytik' }] }]]);
    expect(applyDerivations(next.files.rules.derive, {}, sources, check)).toEqual({
      priorities: [{ id: 1, position: 'Analytik', source_id: 2 }],
    });
    expect(derivedSourceProblem(priorities, source, roles)).toBeUndefined();
    const { ids: _ids, ...rules } = roles.rules;
    expect(derivedSourceProblem(priorities, source, { ...roles, rules })).toBe('noIds');
  });

  it('refuses a list derived from itself or from a column that is no text', () => {
    const state = processMap();
    const self: DerivedListSource = { list: '/processes', text: 'name', where: [] };
    expect(derivedSourceProblem(processes, self, state.files)).toBe('sameList');
    expect(setDerivedList(state, processes, self, state.files, empty)).toBe(state);
    const byNumber = { ...ratedTwoOrLess, text: 'maturity' };
    expect(derivedSourceProblem(priorities, byNumber, state.files)).toBe('noColumn');
    expect(setDerivedList(state, priorities, byNumber, state.files, empty)).toBe(state);
  });

  it('reads back what it wrote, and changing it keeps the options and the losses it had', () => {
    const state = derived();
    expect(derivedListOf(state, priorities)?.source).toEqual(ratedTwoOrLess);
    state.files.rules.derive![0]!.lost = { fields: ['first_step'], text: 'steps/process:process_map.priorities.lost' };
    const changed = setDerivedList(state, priorities, { ...ratedTwoOrLess, where: [] }, state.files, empty);
    expect(changed.files.rules.derive).toHaveLength(1);
    expect(changed.files.rules.derive![0]!.lost).toEqual({ fields: ['first_step'], text: 'steps/process:process_map.priorities.lost' });
    expect(changed.files.rules.derive![0]!.inputs.values).toEqual({ at: '/processes/*' });
  });

  it("describes a rule it did not write only as its rule (the capacities' roles, read with a pick)", () => {
    const state = processMap();
    state.files.rules.derive = [
      { target: '/priorities', derivation: 'distinctTexts', inputs: { values: { at: '/processes/*', pick: 'name' } } },
    ];
    expect(derivedListOf(state, priorities)).toEqual({ rule: state.files.rules.derive[0] });
  });

  it('makes the list the member’s own again', () => {
    const next = removeDerivedList(derived(), priorities);
    expect(next.files.rules.derive).toBeUndefined();
    const ui = (next.files.ui as any).priorities;
    expect(ui['ui:options']).toBeUndefined();
    expect(ui.items.name).toEqual({ 'ui:title': processKey('processes.name.label') });
    expect((next.files.schema!.properties as any).priorities.items.properties.source_id).toBeUndefined();
    expect(next.texts.cs[processKey('priorities.empty')]).toBeUndefined();
  });

  it('names the hidden columns that link rows to their sources, which the field list leaves out', () => {
    const state = setOptionSource(derived(), owner, {
      step: 'people/team_roles_revision',
      values: '/roles/*/position',
      stepTitle: 'Role v týmu',
    });
    expect(linkColumns(state.files)).toEqual(['/processes/*/owner_id', '/priorities/*/source_id']);
    expect(linkColumns(processMap().files)).toEqual([]);
  });

  it('derives only into a list of rows', () => {
    expect(canDeriveInto(priorities)).toBe(true);
    expect(canDeriveInto({ pointer: '/processes/*/name', name: 'name', kind: 'shortText', list: '/processes' })).toBe(false);
  });
});

describe('row tests as a where', () => {
  const cases: Array<[RowTest[], unknown]> = [
    [[], undefined],
    [
      [{ field: 'owner', test: 'filled' }],
      { properties: { owner: { anyOf: [{ type: 'string', pattern: '\\S' }, { type: ['number', 'boolean'] }] } }, required: ['owner'] },
    ],
    [[{ field: 'kind', test: 'equals', value: 'core' }], { properties: { kind: { const: 'core' } }, required: ['kind'] }],
    [
      [
        { field: 'maturity', test: 'atLeast', value: 2 },
        { field: 'maturity', test: 'atMost', value: 3 },
      ],
      {
        properties: {
          maturity: {
            allOf: [
              { type: 'number', minimum: 2 },
              { type: 'number', maximum: 3 },
            ],
          },
        },
        required: ['maturity'],
      },
    ],
  ];
  it.each(cases)('writes %j and reads it back', (tests, where) => {
    expect(whereOf(tests)).toEqual(where);
    expect(testsOf(where)).toEqual(tests);
  });
  it('selects the rows each test speaks of', () => {
    const rows = [{ owner: ' ' }, { owner: 'Eva' }, { owner: 3 }, {}, { owner: null }];
    const filled = whereOf([{ field: 'owner', test: 'filled' }])!;
    expect(rows.map((r) => check(filled, r))).toEqual([false, true, true, false, false]);
  });
  it('leaves a where it cannot read to the JSON view', () => {
    expect(testsOf({ properties: { is_selected: { const: true } } })).toBeUndefined();
    expect(testsOf({ properties: { x: { pattern: 'a' } }, required: ['x'] })).toBeUndefined();
  });
});
