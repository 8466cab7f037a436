import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { applyDerivations, choiceLinkRules } from '../../../../src/engine/derivations/index.js';
import { listColumns, textColumns, withIdsRule } from '../../../../src/engine/step-editor/source-lists.js';
import {
  canTakeChoices,
  optionSourceOf,
  removeOptionSource,
  setOptionSource,
  setOptionSourceText,
  sourceProblem,
} from '../../../../src/engine/step-editor/source-ops.js';
import { fieldsOf } from '../../../../src/engine/step-editor/fields.js';
import type { StepFiles } from '../../../../src/engine/step-editor/types.js';
import { owner, processMap, processKey } from './process-map.js';

const read = (file: string) => JSON.parse(fs.readFileSync(`step-schemas/people/team_roles_revision.${file}.json`, 'utf8'));
const roles = (): StepFiles => ({ schema: read('schema'), ui: read('ui'), rules: read('rules') });
const pick = { step: 'people/team_roles_revision', values: '/roles/*/position', stepTitle: 'Role v týmu' };
const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;

describe('choices taken from another step', () => {
  it("offers the source step's text columns of its lists, with their titles", () => {
    expect(textColumns(roles()).map((c) => [c.pointer, c.title])).toEqual([
      ['/roles/*/position', 'steps/people:roles.list.position'],
      ['/roles/*/responsibility', 'steps/people:roles.list.responsibility'],
      ['/roles/*/authority', 'steps/people:roles.list.authority'],
      ['/roles/*/excellent_behavior_example', 'steps/people:roles.list.example'],
    ]);
    expect(listColumns(processMap().files).map((c) => c.pointer)).not.toContain('/processes/*/id');
  });

  it("lists no field for the hidden column linking a row to the role it chose: it is the server's, like the row's id", () => {
    const next = setOptionSource(processMap(), owner, pick);
    const pointers = fieldsOf(next).map((f) => f.pointer);
    expect(pointers).toContain('/processes/*/owner');
    expect(pointers).not.toContain('/processes/*/owner_id');
  });

  it("writes the owner's choice from the roles' positions: the rule with its ref, the widget, the hidden id and both messages", () => {
    const next = setOptionSource(processMap(), owner, pick);
    expect(next.files.rules.optionSources).toEqual([
      {
        target: '/processes/*/owner',
        step: 'people/team_roles_revision',
        values: '/roles/*/position',
        emptyMessage: processKey('processes.owner.sourceEmpty'),
        message: processKey('processes.owner.sourceGone'),
        ref: 'owner_id',
      },
    ]);
    const items = (next.files.schema!.properties as any).processes.items;
    expect(items.properties.owner_id).toEqual({ type: 'integer', minimum: 1 });
    expect(items.properties.owner).toEqual({ type: 'string', maxLength: 100, completion: { pattern: '\\S' } });
    const ui = (next.files.ui as any).processes.items;
    expect(ui.owner).toEqual({
      'ui:title': processKey('processes.owner.label'),
      'ui:widget': 'StepChoiceWidget',
      'ui:options': { optionSource: '/processes/*/owner' },
    });
    expect(ui.owner_id).toEqual({ 'ui:widget': 'hidden' });
    expect(next.texts.cs[processKey('processes.owner.sourceEmpty')]).toBe('Nejprve dokončete krok „Role v týmu“.');
    expect(next.texts.cs[processKey('processes.owner.sourceGone')]).toBe(
      'Řádek {{n}}: vybraná možnost už v kroku „Role v týmu“ není, vyberte jinou.',
    );
    expect(next.texts.en[processKey('processes.owner.sourceEmpty')]).toBe('First complete the step “Role v týmu”.');
    expect(processMap().files.rules.optionSources).toBeUndefined();
  });

  it('links each chosen owner to its role by id, so a renamed role renames the choice', () => {
    const next = setOptionSource(processMap(), owner, pick);
    const links = choiceLinkRules(next.files.rules.optionSources);
    const sources = new Map([['people/team_roles_revision', { roles: [{ id: 4, position: 'Vedoucí směny' }] }]]);
    const data = { processes: [{ id: 1, name: 'Nábor', owner: 'Vedoucí', owner_id: 4 }] };
    expect(applyDerivations(links, data, sources, check)).toEqual({
      processes: [{ id: 1, name: 'Nábor', owner: 'Vedoucí směny', owner_id: 4 }],
    });
  });

  it('keeps what the author wrote in the messages when the same step is picked again, and rewrites them for another step', () => {
    let state = setOptionSource(processMap(), owner, pick);
    state = setOptionSourceText(state, owner, 'emptyMessage', 'Nejprve vyplňte role.');
    expect(
      setOptionSource(state, owner, { ...pick, values: '/roles/*/authority' }).texts.cs[processKey('processes.owner.sourceEmpty')],
    ).toBe('Nejprve vyplňte role.');
    const other = setOptionSource(state, owner, {
      step: 'people/team_capacity',
      values: '/capacities/*/position',
      stepTitle: 'Kapacita týmu',
    });
    expect(other.texts.cs[processKey('processes.owner.sourceEmpty')]).toBe('Nejprve dokončete krok „Kapacita týmu“.');
    expect(other.files.rules.optionSources).toHaveLength(1);
  });

  it('turns a choice of fixed values into a choice from the step: its values and their labels go', () => {
    const state = processMap();
    const items = (state.files.schema!.properties as any).processes.items;
    items.properties.owner = { type: ['string', 'null'], enum: ['ceo', 'cfo', null] };
    (state.files.ui as any).processes.items.owner = {
      'ui:widget': 'ChoiceWidget',
      'ui:options': { display: 'select', labels: { ceo: 'x:y' } },
    };
    const next = setOptionSource(state, { ...owner, kind: 'choiceSelect' }, pick);
    expect((next.files.schema!.properties as any).processes.items.properties.owner).toEqual({ type: ['string', 'null'] });
    expect((next.files.ui as any).processes.items.owner['ui:options']).toEqual({ optionSource: '/processes/*/owner' });
  });

  it('names the hidden id column in an order that lists every column, or the form would not draw it', () => {
    const state = processMap();
    (state.files.ui as any).processes.items['ui:order'] = ['name', 'owner', 'maturity', 'idea', 'id'];
    expect((setOptionSource(state, owner, pick).files.ui as any).processes.items['ui:order']).toEqual([
      'name',
      'owner',
      'maturity',
      'idea',
      'id',
      'owner_id',
    ]);
  });

  it('takes choices only into a column of a list of rows', () => {
    expect(canTakeChoices(owner)).toBe(true);
    expect(canTakeChoices({ pointer: '/goal', name: 'goal', kind: 'shortText' })).toBe(false);
    expect(canTakeChoices({ ...owner, kind: 'number' })).toBe(false);
    const state = processMap();
    expect(setOptionSource(state, { pointer: '/goal', name: 'goal', kind: 'shortText' }, pick)).toBe(state);
  });

  it('removes the rule, its messages and the hidden id, and the column is a text again', () => {
    const state = processMap();
    const next = removeOptionSource(setOptionSource(state, owner, pick), owner);
    expect(next.files).toEqual(state.files);
    expect(next.texts).toEqual(state.texts);
    expect(optionSourceOf(next, owner)).toBeUndefined();
  });

  it('says when the source list keeps no row ids, and mends it in the source step', () => {
    expect(sourceProblem(roles(), '/roles/*/position')).toBeUndefined();
    const { ids: _ids, ...rules } = roles().rules;
    const noIds: StepFiles = { ...roles(), rules };
    expect(sourceProblem(noIds, '/roles/*/position')).toBe('noIds');
    expect(sourceProblem(roles(), '/roles/*/positon')).toBe('noColumn');
    const mended = withIdsRule(noIds, '/roles', 'position');
    expect(mended.rules.ids).toEqual([{ list: '/roles', matchBy: 'position' }]);
    expect(sourceProblem(mended, '/roles/*/position')).toBeUndefined();
    expect(withIdsRule(mended, '/roles', 'position')).toEqual(mended);
  });

  it('gives a source list without an id column one, hidden on the page', () => {
    const files: StepFiles = {
      schema: {
        type: 'object',
        properties: { tasks: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } } },
      },
      ui: {},
      rules: { title: 'x:y', messages: [] },
    };
    const mended = withIdsRule(files, '/tasks', 'title');
    expect((mended.schema!.properties as any).tasks.items.properties.id).toEqual({ type: 'integer', minimum: 1 });
    expect((mended.ui as any).tasks.items.id).toEqual({ 'ui:widget': 'hidden' });
  });
});
