// The team evaluation the typing benchmark edits: 5 roles, 10 selected team values of which 5 are
// priorities, 15 members (ids 1..15) and a rating row per member × priority value, most rated and
// some not, posted through the API as tests/api/people/evaluation.test.ts does.
import { apiCall, apiLogin } from './app.js';

export const MEMBERS = 15;
const ROLES = ['Vedoucí týmu', 'Analytik', 'Vývojář', 'Tester', 'Konzultant'];
const CATALOGUE = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Otevřenost',
  'Respekt',
  'Kvalita',
  'Orientace na zákazníka',
  'Inovace',
  'Spolehlivost',
  'Profesionalita',
];
const PRIORITY = CATALOGUE.slice(0, 5);
const FIRST = [
  'Jana',
  'Petr',
  'Lucie',
  'Tomáš',
  'Eva',
  'Martin',
  'Tereza',
  'Jakub',
  'Klára',
  'David',
  'Veronika',
  'Ondřej',
  'Barbora',
  'Michal',
  'Zuzana',
];

export interface EvaluationData {
  members: Array<{ id: number; member_name: string; position: string; status?: string }>;
  values: string[];
  evaluations: Array<{ team_member_id: number; value_name: string; rating: number | null }>;
}

/** The first half's data, then the evaluation; answers it as the server stored it (values derived, rows normalised). */
export async function prepareEvaluation(base: string, email: string): Promise<EvaluationData> {
  const token = await apiLogin(base, email);
  const post = (path: string, body: unknown) => apiCall(base, token, 'POST', path, body);
  await post('people/roles', {
    roles: ROLES.map((position, i) => ({ id: i + 1, position, responsibility: 'r', authority: 'a', excellent_behavior_example: 'e' })),
  });
  await post('people/team-values', {
    values: CATALOGUE.map((value_name) => ({ value_name, is_selected: true, is_custom: false, original_name: value_name })),
  });
  await post('people/value-priorities', {
    priorities: CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITY.includes(value_name) })),
  });
  const members = FIRST.slice(0, MEMBERS).map((first, i) => ({
    id: i + 1,
    member_name: `${first} Členová${i + 1}`,
    position: ROLES[i % ROLES.length]!,
    status: 'active',
  }));
  // Every seventh pair unrated, the rest spread over the scale.
  const evaluations = members.flatMap((m, i) =>
    PRIORITY.map((value_name, v) => ({ team_member_id: m.id, value_name, rating: (i * 5 + v) % 7 === 3 ? null : ((i + 2 * v) % 5) + 1 })),
  );
  const stored = (await post('people/team-evaluation', { members, evaluations })) as EvaluationData;
  if (
    stored.members.length !== MEMBERS ||
    stored.values.length !== PRIORITY.length ||
    stored.evaluations.length !== MEMBERS * PRIORITY.length
  ) {
    throw new Error(
      `the evaluation was not stored as posted: ${stored.members.length} members, ${stored.values.length} values, ${stored.evaluations.length} ratings`,
    );
  }
  return stored;
}
