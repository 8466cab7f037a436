import { describe, expect, it } from 'vitest';
import {
  canBeUnique,
  listSettings,
  setBadgeField,
  setListLayout,
  setListText,
  setMaxRows,
  setMinRows,
  setRowSwitch,
  setUnique,
  uniqueOf,
} from '../../../../src/engine/step-editor/list-ops.js';
import { completionMessages, contentCheck } from './rule-support.js';
import { procesy } from './procesy-step.js';

const list = '/processes';
const ui = (state: ReturnType<typeof procesy>) => (state.files.ui as any).processes;
const both = (cs: string, en = '') => ({ cs, en });

describe('list settings', () => {
  it("reads a list's settings as the page has them by default", () => {
    expect(listSettings(procesy(), list)).toEqual({
      layout: 'rows',
      minRows: 0,
      maxRows: 10,
      addable: true,
      removable: true,
      orderable: true,
      itemLabel: both(''),
      badgeField: undefined,
      addLabel: both(''),
      emptyText: both(''),
    });
  });

  it('makes a table, keeps rows, limits them, turns the row buttons off, and passes the content check', () => {
    let state = setListLayout(procesy(), list, 'table');
    state = setMinRows(state, list, 2);
    state = setMaxRows(state, list, 5);
    state = setRowSwitch(state, list, 'addable', false);
    state = setRowSwitch(state, list, 'removable', false);
    state = setRowSwitch(state, list, 'orderable', false);
    state = setBadgeField(state, list, 'name');
    state = setListText(state, list, 'itemLabel', both('Proces {{n}}', 'Process {{n}}'));
    state = setListText(state, list, 'addLabel', both('Přidat proces', 'Add a process'));
    state = setListText(state, list, 'emptyText', both('Zatím žádné procesy', 'No processes yet'));
    expect(ui(state)['ui:options']).toEqual({
      minRows: 2,
      addable: false,
      removable: false,
      orderable: false,
      badgeField: 'name',
      itemLabel: 'steps/procesy:process_map.processes.itemLabel',
      addLabel: 'steps/procesy:process_map.processes.add',
      emptyText: 'steps/procesy:process_map.processes.empty',
    });
    expect(ui(state).items['ui:options']).toEqual({ layout: 'row' });
    expect(ui(state).items.name).toEqual({ 'ui:title': 'steps/procesy:process_map.processes.name.label' });
    expect((state.files.schema!.properties as any).processes.maxItems).toBe(5);
    expect(state.texts.cs['steps/procesy:process_map.processes.add']).toBe('Přidat proces');
    expect(listSettings(state, list)).toMatchObject({
      layout: 'table',
      minRows: 2,
      maxRows: 5,
      addable: false,
      itemLabel: both('Proces {{n}}', 'Process {{n}}'),
      badgeField: 'name',
    });
    expect(contentCheck(state)).toEqual({ problems: [], warnings: [] });

    let back = setListLayout(state, list, 'rows');
    back = setMinRows(back, list, 0);
    for (const which of ['addable', 'removable', 'orderable'] as const) back = setRowSwitch(back, list, which, true);
    back = setBadgeField(back, list, undefined);
    for (const which of ['itemLabel', 'addLabel', 'emptyText'] as const) back = setListText(back, list, which, both(''));
    expect(ui(back)).toEqual({ ...ui(procesy()), items: ui(procesy()).items });
    expect(back.texts).toEqual(procesy().texts);
  });

  it('refuses what the page would ignore: rows kept that are no whole number or above the most, at most fewer than kept', () => {
    expect(() => setMinRows(procesy(), list, 2.5)).toThrow(RangeError);
    expect(() => setMinRows(procesy(), list, -1)).toThrow(RangeError);
    expect(() => setMinRows(procesy(), list, 11)).toThrow(RangeError);
    expect(() => setMaxRows(setMinRows(procesy(), list, 3), list, 2)).toThrow(RangeError);
    expect(() => setMaxRows(procesy(), list, 0)).toThrow(RangeError);
    expect(() => setBadgeField(procesy(), list, 'maturity')).toThrow(RangeError);
  });

  it('rewrites a text under the key the option already names', () => {
    const state = procesy();
    ui(state)['ui:options'] = { addLabel: 'steps/procesy:process_map.processes.newProcess' };
    state.texts.cs['steps/procesy:process_map.processes.newProcess'] = 'Nový';
    const changed = setListText(state, list, 'addLabel', both('Přidat proces'));
    expect(ui(changed)['ui:options'].addLabel).toBe('steps/procesy:process_map.processes.newProcess');
    expect(changed.texts.cs['steps/procesy:process_map.processes.newProcess']).toBe('Přidat proces');
  });
});

describe('texts unique within the list', () => {
  const name = '/processes/*/name';
  const message = both('Název procesu se opakuje: {{value}}', 'The process name repeats: {{value}}');
  const rows = (...names: string[]) => ({ described: 'Ne', note: 'x', processes: names.map((n, i) => ({ id: i + 1, name: n })) });

  it('refuses a repeated name on completion with its message, and passes the content check', () => {
    expect(canBeUnique(procesy(), name)).toBe(true);
    expect(canBeUnique(procesy(), '/processes/*/maturity')).toBe(false);
    expect(canBeUnique(procesy(), '/note')).toBe(false);
    const state = setUnique(procesy(), name, message);
    expect(state.files.rules.unique).toEqual([name]);
    expect(state.files.rules.messages).toContainEqual({
      path: name,
      keyword: 'unique',
      message: 'steps/procesy:process_map.processes.name.unique',
    });
    expect(uniqueOf(state, name)).toEqual(message);
    expect(completionMessages(state, rows('Nákup', ' nákup '))).toEqual(['steps/procesy:process_map.processes.name.unique (2)']);
    expect(completionMessages(state, rows('Nákup', 'Prodej'))).toEqual([]);
    expect(contentCheck(state)).toEqual({ problems: [], warnings: [] });

    const allowed = setUnique(state, name, undefined);
    expect(allowed.files.rules).toEqual(procesy().files.rules);
    expect(allowed.texts).toEqual(procesy().texts);
    expect(uniqueOf(allowed, name)).toBeUndefined();
  });
});
