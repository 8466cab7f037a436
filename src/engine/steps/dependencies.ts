import type { SchemaCheck } from './conditions.js';
import { selectValues, valuesAt } from './pointers.js';
import type { ListSelector, StepRules } from './types.js';

/** A step across modules: "<module>/<step>". */
export type StepKey = string;

/**
 * Why a step builds on another: a derivation reads it (rules.derive inputs naming the step), a
 * field takes its choices from it (rules.optionSources), or it is a later step of the module of
 * a step with rules.resetDependents (the spec's reset of dependent steps).
 */
export type DependencyKind = 'derive' | 'optionSource' | 'reset';

/** `to` builds on `from`: what `to` reads of `from`'s data is `reads` (pointer patterns or selectors). */
export interface DependencyEdge {
  from: StepKey;
  to: StepKey;
  kind: DependencyKind;
  reads: Array<string | ListSelector>;
}

/** The rules the graph reads. */
export type DependencyRules = Pick<StepRules, 'derive' | 'optionSources' | 'resetDependents'>;

/** The modules and their steps in order, as a variant lists them. */
export interface GraphVariant {
  modules: ReadonlyArray<{ module_name: string; steps: ReadonlyArray<{ step_name: string }> }>;
}

export interface DependencyGraph {
  /** Every step the variants list, in their order. */
  steps: StepKey[];
  edges: DependencyEdge[];
  /** The edges into `step`: what it builds on. */
  buildsOn(step: StepKey): DependencyEdge[];
  /** The edges out of `step`: what builds on it. */
  dependents(step: StepKey): DependencyEdge[];
  /** Every step reachable downstream of the given ones, transitively, in the graph's step order (the given ones only when a cycle leads back). */
  downstream(from: StepKey | readonly StepKey[]): StepKey[];
  /** The cycles: each a list of steps that build on one another in a ring (a step building on itself alone too). */
  cycles(): StepKey[][];
}

export const moduleOfKey = (key: StepKey): string => key.slice(0, key.indexOf('/'));
export const stepOfKey = (key: StepKey): string => key.slice(key.indexOf('/') + 1);

/**
 * The dependency graph of the steps the variants list, from their rules (`rulesOf`: undefined for
 * a step with no rules file yet): derive inputs and option sources naming another step, and the
 * reset rules (a step with resetDependents: every later step of its module, in each variant's
 * order, builds on it). Pure: the content layer reads the files and hands the rules in.
 */
export function dependencyGraph(
  variants: readonly GraphVariant[],
  rulesOf: (step: StepKey) => DependencyRules | undefined,
): DependencyGraph {
  const steps: StepKey[] = [];
  const seen = new Set<StepKey>();
  for (const v of variants)
    for (const m of v.modules)
      for (const s of m.steps) {
        const key = `${m.module_name}/${s.step_name}`;
        if (!seen.has(key)) steps.push(key);
        seen.add(key);
      }
  const byId = new Map<string, DependencyEdge>();
  const add = (from: StepKey, to: StepKey, kind: DependencyKind, reads: Array<string | ListSelector>) => {
    if (from === to && kind !== 'reset') return;
    const id = JSON.stringify([from, to, kind]);
    const edge = byId.get(id);
    if (!edge) byId.set(id, { from, to, kind, reads: [...reads] });
    else for (const r of reads) if (!edge.reads.some((x) => JSON.stringify(x) === JSON.stringify(r))) edge.reads.push(r);
  };
  for (const to of steps) {
    const rules = rulesOf(to);
    for (const rule of rules?.derive ?? []) {
      for (const input of Object.values(rule.inputs)) {
        if (!input.step) continue;
        add(input.step, to, 'derive', [
          input.where || input.pick
            ? { at: input.at, ...(input.where && { where: input.where }), ...(input.pick && { pick: input.pick }) }
            : input.at,
        ]);
      }
    }
    for (const source of rules?.optionSources ?? []) add(source.step, to, 'optionSource', [source.values]);
  }
  for (const v of variants)
    for (const m of v.modules) {
      m.steps.forEach((s, i) => {
        const from = `${m.module_name}/${s.step_name}`;
        const watch = rulesOf(from)?.resetDependents?.watch;
        if (!watch) return;
        for (const later of m.steps.slice(i + 1)) add(from, `${m.module_name}/${later.step_name}`, 'reset', watch);
      });
    }
  const edges = [...byId.values()];
  // Steps named only as a source (a step no variant lists) still take part.
  for (const e of edges)
    for (const k of [e.from, e.to])
      if (!seen.has(k)) {
        steps.push(k);
        seen.add(k);
      }
  const order = new Map(steps.map((k, i) => [k, i]));
  const out = new Map<StepKey, DependencyEdge[]>();
  const into = new Map<StepKey, DependencyEdge[]>();
  for (const e of edges) {
    out.set(e.from, [...(out.get(e.from) ?? []), e]);
    into.set(e.to, [...(into.get(e.to) ?? []), e]);
  }

  const downstream = (from: StepKey | readonly StepKey[]): StepKey[] => {
    const reached = new Set<StepKey>();
    const queue = typeof from === 'string' ? [from] : [...from];
    while (queue.length) {
      const step = queue.shift()!;
      for (const e of out.get(step) ?? []) {
        if (reached.has(e.to)) continue;
        reached.add(e.to);
        queue.push(e.to);
      }
    }
    return [...reached].sort((a, b) => order.get(a)! - order.get(b)!);
  };

  const cycles = (): StepKey[][] => {
    // Tarjan's strongly connected components: a component of two or more steps, or a step with an edge to itself, is a cycle.
    let index = 0;
    const indexOf = new Map<StepKey, number>();
    const low = new Map<StepKey, number>();
    const stack: StepKey[] = [];
    const onStack = new Set<StepKey>();
    const found: StepKey[][] = [];
    const visit = (v: StepKey) => {
      indexOf.set(v, index);
      low.set(v, index++);
      stack.push(v);
      onStack.add(v);
      for (const e of out.get(v) ?? []) {
        if (!indexOf.has(e.to)) {
          visit(e.to);
          low.set(v, Math.min(low.get(v)!, low.get(e.to)!));
        } else if (onStack.has(e.to)) low.set(v, Math.min(low.get(v)!, indexOf.get(e.to)!));
      }
      if (low.get(v) !== indexOf.get(v)) return;
      const component: StepKey[] = [];
      let w: StepKey;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (out.get(v) ?? []).some((e) => e.to === v))
        found.push(component.sort((a, b) => order.get(a)! - order.get(b)!));
    };
    for (const s of steps) if (!indexOf.has(s)) visit(s);
    return found.sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
  };

  return { steps, edges, buildsOn: (s) => into.get(s) ?? [], dependents: (s) => out.get(s) ?? [], downstream, cycles };
}

/** A value compared as what a dependent step sees: texts trimmed, object keys sorted. */
function canonical(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.trim());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What the reads name in the data, as a sorted list of distinct canonical values (a list's order is no change). */
function readValues(data: unknown, reads: ReadonlyArray<string | ListSelector>, check: SchemaCheck): string[] {
  const values = reads
    .flatMap((r) => {
      const found =
        typeof r === 'string' && r.includes('*')
          ? valuesAt(data, r).map((f) => f.value)
          : selectValues(data, typeof r === 'string' ? { at: r } : r, check);
      // A list read whole (a derivation's `/members`) is compared as its items.
      return Array.isArray(found) ? found : [found];
    })
    .filter((v) => v !== null && v !== undefined && v !== '');
  return [...new Set(values.map(canonical))].sort();
}

/**
 * Whether a change of a step's data from `before` to `after` changes what a step building on it
 * reads (`reads` of an edge): the values there, as a set, differ. Reordering a list, or spaces
 * around a text, change nothing a dependent step shows.
 */
export function readsChanged(reads: ReadonlyArray<string | ListSelector>, before: unknown, after: unknown, check: SchemaCheck): boolean {
  const a = readValues(before, reads, check);
  const b = readValues(after, reads, check);
  return a.length !== b.length || a.some((v, i) => v !== b[i]);
}

/**
 * The steps to reopen once `seeds` must be completed again: the seeds, every step downstream of
 * them, and (today's rule) every later step of a reopened step's module, and so on until nothing
 * more is reached. `changed` itself is never among them.
 */
export function stepsToReopen(graph: DependencyGraph, variant: GraphVariant, changed: StepKey, seeds: readonly StepKey[]): StepKey[] {
  const laterOf = new Map<StepKey, StepKey[]>();
  for (const m of variant.modules) {
    const keys = m.steps.map((s) => `${m.module_name}/${s.step_name}`);
    for (const [i, k] of keys.entries()) laterOf.set(k, keys.slice(i + 1));
  }
  const reached = new Set<StepKey>();
  let frontier = [...seeds];
  while (frontier.length) {
    const next: StepKey[] = [];
    for (const k of [...frontier, ...graph.downstream(frontier)]) {
      if (reached.has(k) || k === changed) continue;
      reached.add(k);
      next.push(...(laterOf.get(k) ?? []));
    }
    frontier = next.filter((k) => !reached.has(k));
  }
  const listed = [...laterOf.keys()];
  return listed.filter((k) => reached.has(k));
}
