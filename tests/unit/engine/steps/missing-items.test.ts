import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingItems } from '../../../../src/engine/steps/index.js';

const ui = (step: string) => JSON.parse(fs.readFileSync(`step-schemas/people/${step}.ui.json`, 'utf8')) as Record<string, unknown>;

describe('what is still missing, named by row and field', () => {
  const outlook = {
    outlook_data: [
      { member_name: 'Jana Nováková', position: 'Analytik', contribution: 'Hodně', perspective: 'Ano', strategic_decision: '' },
      { member_name: 'Petr Dvořák', position: 'Vývojář', contribution: '', perspective: null, strategic_decision: '' },
    ],
  };

  it('names each missing field by its row (the badge field) and its ui:title, rows in order and fields as the page shows them', () => {
    const paths = [
      '/outlook_data/1/strategic_decision',
      '/outlook_data/1/perspective',
      '/outlook_data/0/strategic_decision',
      '/outlook_data/1/contribution',
    ];
    expect(missingItems(paths, outlook, ui('team_members_outlook'))).toEqual([
      {
        path: '/outlook_data/0/strategic_decision',
        fieldKey: 'steps/people:personnelOutlook.decision',
        row: { texts: ['Jana Nováková'], n: 1 },
      },
      {
        path: '/outlook_data/1/contribution',
        fieldKey: 'steps/people:personnelOutlook.contribution',
        row: { texts: ['Petr Dvořák'], n: 2 },
      },
      { path: '/outlook_data/1/perspective', fieldKey: 'steps/people:personnelOutlook.perspective', row: { texts: ['Petr Dvořák'], n: 2 } },
      {
        path: '/outlook_data/1/strategic_decision',
        fieldKey: 'steps/people:personnelOutlook.decision',
        row: { texts: ['Petr Dvořák'], n: 2 },
      },
    ]);
  });

  it('names a row by the fields ui:options.rowName lists, so two topics of one member differ', () => {
    const topicsUi = ui('team_development');
    const withRowName = {
      topics: {
        ...(topicsUi.topics as object),
        'ui:options': { ...((topicsUi.topics as Record<string, unknown>)['ui:options'] as object), rowName: ['member_name', 'value_name'] },
      },
    };
    const data = {
      topics: [
        { member_name: 'Petr', value_name: 'Důvěra', step_1: '' },
        { member_name: 'Petr', value_name: '  ', step_1: '' },
      ],
    };
    expect(missingItems(['/topics/0/step_1', '/topics/1/step_1'], data, withRowName).map((i) => i.row!.texts)).toEqual([
      ['Petr', 'Důvěra'],
      ['Petr'],
    ]);
  });

  it('numbers a row without texts by its list label, and leaves out the list itself, repeats and what is no pointer', () => {
    const rolesUi = {
      roles: { 'ui:options': { itemLabel: 'steps/people:roles.item' }, items: { position: { 'ui:title': 'steps/people:roles.position' } } },
    };
    const data = { roles: [{ position: '' }] };
    expect(missingItems(['/roles', '/roles/0/position', '/roles/0/position', '', '/roles/0'], data, rolesUi)).toEqual([
      { path: '/roles/0/position', fieldKey: 'steps/people:roles.position', row: { texts: [], labelKey: 'steps/people:roles.item', n: 1 } },
    ]);
  });

  it('names a field outside any list by its title alone, or by its property name without one', () => {
    expect(missingItems(['/goal', '/other'], {}, { goal: { 'ui:title': 'steps/people:goals.goal' } })).toEqual([
      { path: '/goal', fieldKey: 'steps/people:goals.goal' },
      { path: '/other', fieldKey: 'other' },
    ]);
  });
});
