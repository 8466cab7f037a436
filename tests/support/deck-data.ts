/**
 * Stored data of the people steps a deck reads, in the shapes the steps store (and, for the steps
 * still in preparation, the spec's shapes: Team member, Evaluation, Development topic, Personnel
 * outlook entry). Used by the deck tests, `npm run bench:deck` and `npm run bench:deck-loop`.
 */
export const HOSTILE = 'Řízení "rizik" & <script>alert(1)</script> 🚀';
export const CZECH_SENTENCE = 'Příliš žluťoučký kůň úpěl ďábelské ódy';

const VALUE_NAMES = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Inovace',
  'Kvalita',
  'Respekt',
  'Otevřenost',
  'Zákaznický přístup',
  'Férovost',
  'Učení',
];
const FIRST = [
  'Jana',
  'Petr',
  'Lucie',
  'Tomáš',
  'Eva',
  'Jiří',
  'Kateřina',
  'Martin',
  'Zuzana',
  'Ondřej',
  'Veronika',
  'Lukáš',
  'Tereza',
  'Michal',
  'Barbora',
  'David',
  'Simona',
  'Jakub',
  'Hana',
  'Filip',
];
const LAST = [
  'Nováková',
  'Dvořák',
  'Černá',
  'Procházka',
  'Kučerová',
  'Veselý',
  'Horáková',
  'Němec',
  'Marková',
  'Pokorný',
  'Králová',
  'Růžička',
  'Benešová',
  'Fiala',
  'Sedláčková',
  'Doležal',
  'Zemanová',
  'Kolář',
  'Navrátilová',
  'Čermák',
];
const POSITIONS = ['Vedoucí týmu', 'Analytik', 'Vývojář', 'Tester', 'Konzultant'];

/** Every step before the people presentation, as [module, step]: completed, they open the deck (the ones in preparation too, as their pages will). */
export const BEFORE_DECK: Array<[string, string]> = [
  ['intro', 'welcome'],
  ...[
    'team_goals',
    'team_vision',
    'team_roles_revision',
    'team_capacity',
    'team_values',
    'team_values_priorities',
    'team_values_examples',
    'team_evaluation',
    'team_members_outlook',
    'team_development',
    'team_outlook',
  ].map((s): [string, string] => ['people', s]),
];

export const memberName = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;

/** "<module>/<step>" → stored data for `members` members rated on `priorities` priority values. */
export function deckSourceData(members: number, priorities: number): Map<string, unknown> {
  const selected = VALUE_NAMES.slice(0, 10);
  const prio = selected.slice(0, priorities);
  const team = Array.from({ length: members }, (_, i) => ({
    id: i + 1,
    member_name: memberName(i),
    position: POSITIONS[i % POSITIONS.length],
    status: 'active',
  }));
  const evaluations = team.flatMap((m, i) =>
    prio.map((v, k) => ({ team_member_id: m.id, value_name: v, rating: Math.min(5, 1 + ((i * (k + 1) + k) % (k + 3))) })),
  );
  return new Map<string, unknown>([
    [
      'people/team_goals',
      {
        goal: `${CZECH_SENTENCE}. Do roku 2028 být nejspolehlivějším týmem ve firmě.`,
        goal_rating: 8,
        success: 'Zákazníci nás doporučují a termíny držíme.',
        success_rating: 7,
        how: HOSTILE,
        how_rating: 6,
        benefits: 'Méně přesčasů, spokojenější lidé, stabilní tržby.',
        benefits_rating: 9,
        what: 'Jasné priority, dva noví senioři a čas na učení.',
        what_rating: 5,
      },
    ],
    [
      'people/team_vision',
      {
        field_1: 'Tým, za kterým se chodí pro radu.',
        field_1_rating: 8,
        field_2: 'Rozhodujeme rychle a otevřeně, chyby sdílíme.',
        field_2_rating: 7,
        field_3: 'Automatizované testy a datová analýza.',
        field_3_rating: 6,
        field_4: 'Prostor růst, férové odměny a smysl práce.',
        field_4_rating: 8,
      },
    ],
    [
      'people/team_roles_revision',
      {
        roles: POSITIONS.map((position, i) => ({
          id: i + 1,
          position,
          responsibility: `Odpovídá za výsledky pozice ${position}`,
          authority: 'Rozhoduje o prioritách ve své oblasti',
          excellent_behavior_example: 'Dotahuje věci do konce a včas upozorní na riziko',
        })),
      },
    ],
    [
      'people/team_capacity',
      { capacities: POSITIONS.map((position, i) => ({ id: i + 1, position, present_capacity: 60 + i * 5, future_capacity: 80 + i * 4 })) },
    ],
    [
      'people/team_values',
      {
        values: VALUE_NAMES.map((value_name, i) => ({
          id: i + 1,
          value_name,
          is_selected: selected.includes(value_name),
          is_custom: false,
          original_name: value_name,
        })),
      },
    ],
    [
      'people/team_values_priorities',
      { priorities: selected.map((value_name, i) => ({ id: i + 1, value_name, is_priority: prio.includes(value_name) })) },
    ],
    [
      'people/team_values_examples',
      {
        examples: prio.map((value_name, i) => ({
          id: i + 1,
          value_name,
          is_priority: true,
          excellent_example: `Při hodnotě ${value_name} jde příkladem a pomáhá ostatním.`,
          failure_example: `Hodnotu ${value_name} obchází, když je pod tlakem.`,
        })),
      },
    ],
    ['people/team_evaluation', { members: team, evaluations }],
    [
      'people/team_development',
      {
        topics: evaluations
          .filter((e) => e.rating >= 4)
          .slice(0, 3)
          .map((e, i) => ({
            id: i + 1,
            member_name: team[e.team_member_id - 1]!.member_name,
            position: team[e.team_member_id - 1]!.position,
            value_name: e.value_name,
            evaluation_score: e.rating,
            step_1: 'Rozhovor o očekáváních a dohoda na jednom konkrétním cíli',
            step_2: 'Mentoring se zkušeným kolegou, jednou za 14 dní',
            step_3: 'Vyhodnocení po třech měsících',
          })),
      },
    ],
    [
      'people/team_members_outlook',
      {
        outlook_data: team.map((m, i) => ({
          member_name: m.member_name,
          position: m.position,
          average_score: null,
          contribution: i % 2 ? 'Klíčový pro zákazníky' : 'Stabilní výkon',
          perspective: ['Ano', 'Ne', 'Částečně'][i % 3],
          strategic_decision: 'Rozvíjet a udržet',
        })),
      },
    ],
  ]);
}
