import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './api.js';

export type Row = Record<string, unknown>;

/** A body as the API answers it, untyped as JSON.parse's. */
export type Json = ReturnType<typeof JSON.parse>;
/** A call that expects 200 and answers the body. */
export type Ok = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<Json>;

/** A member's calls to the API: `ok` expects 200 and answers the body. */
export function memberCalls(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok: Ok = async (method, url, payload) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  return { call, ok };
}

export const PEOPLE = {
  goals: '/api/people/team-goals',
  vision: '/api/people/team-vision',
  roles: '/api/people/roles',
  capacity: '/api/people/capacity',
  values: '/api/people/team-values',
  priorities: '/api/people/value-priorities',
  examples: '/api/people/value-examples',
  evaluation: '/api/people/team-evaluation',
  outlook: '/api/people/personnel-outlook',
  topics: '/api/people/development-topics',
} as const;

const role = (id: number, position: string) => ({
  id,
  position,
  responsibility: 'Výsledky',
  authority: 'Priority',
  excellent_behavior_example: 'Dotahuje věci',
});

/**
 * The people module written and completed through the development topics, as a member would:
 * roles Vedoucí prodeje (1), Prodejce (2), Technik (3); all ten catalogue values, the first three
 * priorities (Důvěra, Odpovědnost, Spolupráce); members Ondřej Marek (Prodejce) and Jana Malá
 * (Technik) rated [4, 2, 5] and [1, 3, 4]; every text written, naming its row.
 */
export async function writePeopleModule(ok: Ok) {
  const done = (url: string) => ok('POST', `${url}/complete`);
  await ok('POST', PEOPLE.goals, {
    goal: 'Cíl',
    goal_rating: 7,
    success: 'Úspěch',
    success_rating: 7,
    how: 'Jak',
    how_rating: 7,
    benefits: 'Přínosy',
    benefits_rating: 7,
    what: 'Co',
    what_rating: 7,
  });
  await done(PEOPLE.goals);
  await ok('POST', PEOPLE.vision, {
    field_1: 'A',
    field_1_rating: 5,
    field_2: 'B',
    field_2_rating: 5,
    field_3: 'C',
    field_3_rating: 5,
    field_4: 'D',
    field_4_rating: 5,
  });
  await done(PEOPLE.vision);
  await ok('POST', PEOPLE.roles, { roles: [role(1, 'Vedoucí prodeje'), role(2, 'Prodejce'), role(3, 'Technik')] });
  await done(PEOPLE.roles);
  const capacity = await ok('GET', PEOPLE.capacity);
  await ok('POST', PEOPLE.capacity, {
    capacities: capacity.capacities.map((r: Row, i: number) => ({ ...r, present_capacity: 10 * (i + 1), future_capacity: 20 * (i + 1) })),
  });
  await done(PEOPLE.capacity);
  const values = await ok('GET', PEOPLE.values);
  await ok('POST', PEOPLE.values, { values: values.values.map((v: Row) => ({ ...v, is_selected: true })) });
  await done(PEOPLE.values);
  const priorities = await ok('GET', PEOPLE.priorities);
  await ok('POST', PEOPLE.priorities, { priorities: priorities.priorities.map((p: Row, i: number) => ({ ...p, is_priority: i < 3 })) });
  await done(PEOPLE.priorities);
  const examples = await ok('GET', PEOPLE.examples);
  await ok('POST', PEOPLE.examples, {
    examples: examples.examples.map((e: Row) => ({
      ...e,
      excellent_example: `Výborně: ${String(e.value_name)}`,
      failure_example: `Selhání: ${String(e.value_name)}`,
    })),
  });
  await done(PEOPLE.examples);
  const members = [
    { id: 1, member_name: 'Ondřej Marek', position: 'Prodejce', status: 'active' },
    { id: 2, member_name: 'Jana Malá', position: 'Technik', status: 'active' },
  ];
  const evaluation = await ok('POST', PEOPLE.evaluation, { members });
  await ok('POST', PEOPLE.evaluation, {
    ...evaluation,
    evaluations: evaluation.evaluations.map((e: Row, i: number) => ({ ...e, rating: [4, 2, 5, 1, 3, 4][i] })),
  });
  await done(PEOPLE.evaluation);
  const outlook = await ok('GET', PEOPLE.outlook);
  await ok('POST', PEOPLE.outlook, {
    outlook_data: outlook.outlook_data.map((r: Row) => ({
      ...r,
      contribution: `Přínos: ${String(r.member_name)}`,
      perspective: 'Ano',
      strategic_decision: 'Rozvíjet',
    })),
  });
  await done(PEOPLE.outlook);
  for (const topic of (await ok('GET', PEOPLE.topics)).topics as Row[]) {
    await ok('PUT', `${PEOPLE.topics}/${String(topic.id)}`, {
      step_1: `Krok 1: ${String(topic.member_name)}, ${String(topic.value_name)}`,
      step_2: 'Krok 2',
      step_3: 'Krok 3',
    });
  }
  await done(PEOPLE.topics);
}
