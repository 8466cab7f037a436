import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dependencyGraph,
  readsChanged,
  stepsToReopen,
  type DependencyRules,
  type GraphVariant,
  type SchemaCheck,
} from '../../../../src/engine/steps/index.js';
import { dependencyGraphs, formatDependencyGraph, rulesFromFiles } from '../../../../src/content/dependency-graph.js';
import { loadVariantFiles } from '../../../../src/content/variants.js';

const constCheck: SchemaCheck = (schema, value) =>
  Object.entries((schema.properties ?? {}) as Record<string, { const: unknown }>).every(
    ([k, s]) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[k] === s.const,
  );

const variant = (modules: Record<string, string[]>): GraphVariant => ({
  modules: Object.entries(modules).map(([module_name, steps]) => ({ module_name, steps: steps.map((step_name) => ({ step_name })) })),
});
const graphOf = (v: GraphVariant, rules: Record<string, DependencyRules>) => dependencyGraph([v], (k) => rules[k]);

const selected = { at: '/values/*', where: { properties: { is_selected: { const: true } } }, pick: 'name' };
const team = variant({ people: ['roles', 'capacity', 'values', 'priorities'], owners: ['tasks', 'review'], digest: ['summary'] });
const teamRules: Record<string, DependencyRules> = {
  'people/roles': { resetDependents: { watch: ['/roles/*/position'], message: 'x' } },
  'people/capacity': {
    derive: [{ target: '/capacities', derivation: 'rowsFromList', inputs: { values: { step: 'people/roles', at: '/roles/*/position' } } }],
  },
  'people/priorities': {
    derive: [{ target: '/priorities', derivation: 'rowsFromList', inputs: { values: { step: 'people/values', ...selected } } }],
  },
  'owners/tasks': {
    optionSources: [{ target: '/tasks/*/owner', step: 'people/roles', values: '/roles/*/position', emptyMessage: 'x', message: 'y' }],
  },
  'digest/summary': {
    derive: [
      {
        target: '/rows',
        derivation: 'rowsFromList',
        inputs: { values: { step: 'owners/tasks', at: '/tasks/*/task' }, own: { at: '/rows' } },
      },
    ],
  },
};

describe('the dependency graph of the steps (issue 30, item 4)', () => {
  const graph = graphOf(team, teamRules);

  it('names what each step builds on: derive inputs of other steps, option sources and reset rules (every later step of the module)', () => {
    expect(graph.buildsOn('people/capacity').map((e) => [e.from, e.kind, e.reads])).toEqual([
      ['people/roles', 'derive', ['/roles/*/position']],
      ['people/roles', 'reset', ['/roles/*/position']],
    ]);
    expect(graph.buildsOn('people/priorities').map((e) => [e.from, e.kind])).toEqual([
      ['people/values', 'derive'],
      ['people/roles', 'reset'],
    ]);
    expect(graph.buildsOn('people/priorities')[0]!.reads).toEqual([selected]);
    expect(graph.buildsOn('owners/tasks').map((e) => [e.from, e.kind, e.reads])).toEqual([
      ['people/roles', 'optionSource', ['/roles/*/position']],
    ]);
    // An input without a step reads the step's own data: no edge.
    expect(graph.buildsOn('digest/summary').map((e) => e.from)).toEqual(['owners/tasks']);
    expect(graph.dependents('people/roles').map((e) => `${e.to}:${e.kind}`)).toEqual([
      'people/capacity:derive',
      'owners/tasks:optionSource',
      'people/capacity:reset',
      'people/values:reset',
      'people/priorities:reset',
    ]);
    expect(graph.buildsOn('people/roles')).toEqual([]);
  });

  it("reaches every step downstream of a changed one, across modules and transitively, in the variants' order", () => {
    expect(graph.downstream('people/roles')).toEqual([
      'people/capacity',
      'people/values',
      'people/priorities',
      'owners/tasks',
      'digest/summary',
    ]);
    expect(graph.downstream('owners/tasks')).toEqual(['digest/summary']);
    expect(graph.downstream('people/values')).toEqual(['people/priorities']);
    expect(graph.downstream('digest/summary')).toEqual([]);
    expect(graph.downstream(['people/values', 'owners/tasks'])).toEqual(['people/priorities', 'digest/summary']);
  });

  it('reopens the seeds, what is downstream of them and the later steps of their modules, never the changed step', () => {
    expect(stepsToReopen(graph, team, 'people/roles', ['owners/tasks'])).toEqual(['owners/tasks', 'owners/review', 'digest/summary']);
    expect(stepsToReopen(graph, team, 'owners/tasks', ['digest/summary'])).toEqual(['digest/summary']);
    expect(stepsToReopen(graph, team, 'people/roles', [])).toEqual([]);
  });

  it('finds cycles: two steps building on each other across modules, a longer ring, a step building on itself through a reset', () => {
    expect(graph.cycles()).toEqual([]);
    const two = graphOf(variant({ a: ['x'], b: ['y'] }), {
      'a/x': { optionSources: [{ target: '/t', step: 'b/y', values: '/v/*', emptyMessage: 'e', message: 'm' }] },
      'b/y': { derive: [{ target: '/r', derivation: 'rowsFromList', inputs: { values: { step: 'a/x', at: '/t/*' } } }] },
    });
    expect(two.cycles()).toEqual([['a/x', 'b/y']]);
    const ring = graphOf(variant({ a: ['x'], b: ['y'], c: ['z', 'w'] }), {
      'a/x': { derive: [{ target: '/r', derivation: 'rowsFromList', inputs: { values: { step: 'c/z', at: '/r/*' } } }] },
      'b/y': { derive: [{ target: '/r', derivation: 'rowsFromList', inputs: { values: { step: 'a/x', at: '/r/*' } } }] },
      'c/z': { derive: [{ target: '/r', derivation: 'rowsFromList', inputs: { values: { step: 'b/y', at: '/r/*' } } }] },
    });
    expect(ring.cycles()).toEqual([['a/x', 'b/y', 'c/z']]);
    // The later step w of module c builds on z only through a reset rule: a cycle once z reads w.
    const backwards = graphOf(variant({ c: ['z', 'w'] }), {
      'c/z': {
        resetDependents: { watch: ['/r/*'], message: 'x' },
        derive: [{ target: '/r', derivation: 'rowsFromList', inputs: { values: { step: 'c/w', at: '/q/*' } } }],
      },
    });
    expect(backwards.cycles()).toEqual([['c/z', 'c/w']]);
    // Downstream still ends.
    expect(ring.downstream('a/x')).toEqual(['a/x', 'b/y', 'c/z']);
  });

  it('tells a change of what a dependent reads from one it does not see: a list reordered, spaces, other fields', () => {
    const reads = ['/roles/*/position'];
    const roles = (...p: string[]) => ({ roles: p.map((position, i) => ({ id: i, position, note: `n${i}` })) });
    expect(readsChanged(reads, roles('A', 'B'), roles('B', 'A'), constCheck)).toBe(false);
    expect(readsChanged(reads, roles('A', 'B'), roles(' A', 'B '), constCheck)).toBe(false);
    expect(readsChanged(reads, roles('A', 'B'), { roles: [{ id: 9, position: 'A', note: 'x' }, { position: 'B' }] }, constCheck)).toBe(
      false,
    );
    expect(readsChanged(reads, roles('A', 'B'), roles('A', 'C'), constCheck)).toBe(true);
    expect(readsChanged(reads, roles('A'), roles('A', 'B'), constCheck)).toBe(true);
    expect(readsChanged(reads, null, roles('A'), constCheck)).toBe(true);
    const values = (...v: Array<[string, boolean]>) => ({ values: v.map(([name, is_selected]) => ({ name, is_selected })) });
    expect(readsChanged([selected], values(['A', true], ['B', false]), values(['A', true], ['B2', false]), constCheck)).toBe(false);
    expect(readsChanged([selected], values(['A', true], ['B', false]), values(['A', true], ['B', true]), constCheck)).toBe(true);
    // A whole list read (a derivation's /members): its items, in any order.
    const members = [
      { id: 1, member_name: 'Eva' },
      { id: 2, member_name: 'Jan' },
    ];
    expect(readsChanged(['/members'], { members }, { members: [...members].reverse() }, constCheck)).toBe(false);
    expect(readsChanged(['/members'], { members }, { members: [members[0]] }, constCheck)).toBe(true);
  });
});

describe("the content layer's graphs", () => {
  it('reads the real content: the people steps build on the roles, values and evaluation, and no cycle', () => {
    const variants = loadVariantFiles();
    const graphs = dependencyGraphs(variants);
    const general = graphs.get('general')!;
    expect(general.cycles()).toEqual([]);
    expect(general.buildsOn('people/team_evaluation').map((e) => `${e.from}:${e.kind}`)).toEqual(
      expect.arrayContaining(['people/team_roles_revision:optionSource', 'people/team_values_priorities:derive']),
    );
    expect(general.downstream('people/team_roles_revision')).toContain('people/presentation');
  });

  it('reads a fixture of several modules and prints it readably', () => {
    const dir = path.resolve('tests/fixtures/step-schemas');
    const graph = dependencyGraphs(loadVariantFiles(path.join(dir, 'variants')), rulesFromFiles(dir)).get('test_deps')!;
    expect(graph.downstream('people/team_roles_revision')).toEqual(['people/notes', 'owners/tasks', 'digest/summary']);
    const text = formatDependencyGraph(graph, (k) => (k === 'people/team_roles_revision' ? 'Role v týmu' : undefined));
    expect(text.split('\n')).toEqual([
      'people/team_roles_revision „Role v týmu“',
      '  → built on by owners/tasks (options /roles/*/position)',
      '  → built on by people/notes (reset)',
      '  ⇒ and further downstream: digest/summary',
      'people/notes',
      '  ← builds on people/team_roles_revision (reset)',
      'owners/tasks',
      '  ← builds on people/team_roles_revision (options /roles/*/position)',
      '  → built on by digest/summary (derive /tasks/*/task)',
      'digest/summary',
      '  ← builds on owners/tasks (derive /tasks/*/task)',
    ]);
  });
});
