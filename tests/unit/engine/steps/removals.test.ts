import { describe, expect, it } from 'vitest';
import { removedRows, type SchemaCheck } from '../../../../src/engine/steps/index.js';

/** The engine's schema check for `{ properties: { <key>: { const: <value> } } }`, enough for these tests. */
const constCheck: SchemaCheck = (schema, value) =>
  Object.entries((schema.properties ?? {}) as Record<string, { const: unknown }>).every(
    ([k, s]) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[k] === s.const,
  );

/** The watch lists of the people steps' rules (team evaluation, roles, values). */
const MEMBERS = ['/members/*/member_name', '/members/*/position'];
const ROLES = ['/roles/*/position'];
const VALUES = [
  { at: '/values/*', where: { properties: { is_selected: { const: true } }, required: ['is_selected'] }, pick: 'value_name' },
];

const team = {
  members: [
    { id: 1, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
    { id: 2, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
  ],
  values: ['Důvěra'],
  evaluations: [
    { team_member_id: 1, value_name: 'Důvěra', rating: 2 },
    { team_member_id: 2, value_name: 'Důvěra', rating: 4 },
  ],
};
const roles = {
  roles: [
    { id: 1, position: 'Analytik', responsibility: 'Data' },
    { id: 2, position: ' Vývojář ', responsibility: 'Kód' },
  ],
};
const values = {
  values: [
    { id: 1, value_name: 'Důvěra', is_selected: true, is_custom: false, original_name: 'Důvěra' },
    { id: 2, value_name: 'Odvaha', is_selected: false, is_custom: false, original_name: 'Odvaha' },
    { id: 3, value_name: 'Férovost', is_selected: true, is_custom: true, original_name: null },
  ],
};
const withRows = <T extends object>(data: T, key: keyof T, rows: unknown[]) => ({ ...data, [key]: rows });

describe('the rows an edit removes from what later steps read', () => {
  it('names a removed team member by its name, once, though two of its fields are watched', () => {
    const after = { ...team, members: [team.members[1]], evaluations: [team.evaluations[1]] };
    expect(removedRows(MEMBERS, team, after, constCheck)).toEqual([{ list: '/members', id: 1, text: 'Jana Nováková', kind: 'removed' }]);
  });

  it('names a removed role by its position, trimmed', () => {
    expect(removedRows(ROLES, roles, withRows(roles, 'roles', [roles.roles[0]]), constCheck)).toEqual([
      { list: '/roles', id: 2, text: 'Vývojář', kind: 'removed' },
    ]);
  });

  it('finds a row by its id wherever it moved, so a reordered list removes nothing', () => {
    expect(removedRows(ROLES, roles, withRows(roles, 'roles', [roles.roles[1], roles.roles[0]]), constCheck)).toEqual([]);
  });

  it('calls a value switched off a deselection, named as it was; switching one on is none', () => {
    const off = withRows(
      values,
      'values',
      values.values.map((v) => (v.id === 1 ? { ...v, is_selected: false } : v)),
    );
    expect(removedRows(VALUES, values, off, constCheck)).toEqual([{ list: '/values', id: 1, text: 'Důvěra', kind: 'deselected' }]);
    const on = withRows(
      values,
      'values',
      values.values.map((v) => ({ ...v, is_selected: true })),
    );
    expect(removedRows(VALUES, values, on, constCheck)).toEqual([]);
  });

  it('calls a chosen value deleted from the list a removal, and an unchosen one deleted nothing', () => {
    expect(removedRows(VALUES, values, withRows(values, 'values', values.values.slice(0, 2)), constCheck)).toEqual([
      { list: '/values', id: 3, text: 'Férovost', kind: 'removed' },
    ]);
    expect(removedRows(VALUES, values, withRows(values, 'values', [values.values[0], values.values[2]]), constCheck)).toEqual([]);
  });

  it('does not call a rename a removal: the row keeps its id', () => {
    const renamed = { ...team, members: [{ ...team.members[0], member_name: 'Jana Dvořáková' }, team.members[1]] };
    expect(removedRows(MEMBERS, team, renamed, constCheck)).toEqual([]);
    const value = withRows(
      values,
      'values',
      values.values.map((v) => (v.id === 1 ? { ...v, value_name: 'Důvěra v lidi', is_custom: true } : v)),
    );
    expect(removedRows(VALUES, values, value, constCheck)).toEqual([]);
  });

  it('does not call typing a removal, a name typed away to nothing included', () => {
    let data: typeof roles = roles;
    for (const text of ['Vývojá', 'Vývoj', '', 'T', 'Tester']) {
      const next = withRows(data, 'roles', [data.roles[0], { ...data.roles[1], position: text }]);
      expect(removedRows(ROLES, data, next, constCheck), `typing "${text}"`).toEqual([]);
      data = next;
    }
  });

  it('passes over rows that held no watched text (a blank row dropped) or have no id to follow', () => {
    const blank = withRows(roles, 'roles', [...roles.roles, { id: 3, position: '  ' }]);
    expect(removedRows(ROLES, blank, roles, constCheck)).toEqual([]);
    const noIds = { roles: [{ position: 'Analytik' }, { position: 'Vývojář' }] };
    expect(removedRows(ROLES, noIds, { roles: [{ position: 'Analytik' }] }, constCheck)).toEqual([]);
  });

  it('names a member without a name by its position, and every row an edit removes', () => {
    const unnamed = { ...team, members: [{ ...team.members[0], member_name: '' }, team.members[1]] };
    expect(removedRows(MEMBERS, unnamed, { ...team, members: [] }, constCheck)).toEqual([
      { list: '/members', id: 1, text: 'Analytik', kind: 'removed' },
      { list: '/members', id: 2, text: 'Petr Dvořák', kind: 'removed' },
    ]);
  });

  it('reads a missing list as empty and a watch entry without a star as watching no list', () => {
    expect(removedRows(ROLES, {}, roles, constCheck)).toEqual([]);
    expect(removedRows(ROLES, roles, {}, constCheck)).toHaveLength(2);
    expect(removedRows(['/lead', { at: '/owner/name' }], { lead: 'x', owner: { name: 'y' } }, {}, constCheck)).toEqual([]);
  });
});
