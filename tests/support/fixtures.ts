import fs from 'node:fs';
import type { AccountSpec } from '../../src/server/services/accounts.js';

/** Known accounts of the test databases; browser and API tests sign in with these. */
export const ADMIN_EMAIL = 'admin@test.cz';
export const ADMIN_PASSWORD = 'Admin-Passw0rd!';
export const MEMBER_PASSWORD = 'Member-Passw0rd!';

/** Every step a variant file lists, as [module, step]. */
function everyStepOf(variant: string): Array<[string, string]> {
  const def = JSON.parse(fs.readFileSync(`step-schemas/variants/${variant}.json`, 'utf8')) as {
    modules: Array<{ module_name: string; steps: Array<{ step_name: string }> }>;
  };
  return def.modules.flatMap((m) => m.steps.map((s): [string, string] => [m.module_name, s.step_name]));
}

/**
 * The browser tests' accounts, created by e2e-seed.ts on the fresh database. Append what a test
 * needs; never change an entry another test relies on. Codes are single-use: one account per test.
 */
export const E2E_ACCOUNTS: AccountSpec[] = [
  { email: 'member@test.cz', password: MEMBER_PASSWORD, name: 'Marie Členová', osloveni: 'Marie', variant: 'general', modules: ['people'] },
  {
    email: 'intro-done@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Ivan Úvodní',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  { email: 'auto@test.cz', password: MEMBER_PASSWORD, name: 'Adam Autový', variant: 'automotive_manazer_dealerstvi', modules: ['people'] },
  { email: 'novy1@test.cz', code: '111111', name: 'Nový První', variant: 'general', modules: ['people'], firstLoginCompleted: false },
  { email: 'novy2@test.cz', code: '222222', name: 'Nový Druhý', variant: 'general', modules: ['people'], firstLoginCompleted: false },
  { email: 'novy3@test.cz', code: '333333', name: 'Nový Třetí', variant: 'general', modules: ['people'], firstLoginCompleted: false },
  { email: 'bez-varianty@test.cz', password: MEMBER_PASSWORD, name: 'Bez Varianty' },
  { email: 'neaktivni@test.cz', password: MEMBER_PASSWORD, name: 'Neaktivní Člen', variant: 'general', active: false },
  // The audit trail's journey (tests/e2e/admin-audit.spec.ts) edits this one.
  { email: 'historie@test.cz', password: MEMBER_PASSWORD, name: 'Hana Historická', variant: 'general', modules: ['people'] },
  // Step journeys (tests/e2e/steps-*.spec.ts): one account per journey, since each completes steps.
  {
    email: 'onboarding@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Olga Onboardingová',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  {
    email: 'goals@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Gustav Cílový',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  {
    email: 'autosave@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Alena Ukládací',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  // The intro (tests/e2e/intro.spec.ts): members signing in for the first time, one per journey.
  ...['mouse', 'keys', 'reload', 'fail'].map(
    (who): AccountSpec => ({
      email: `intro-${who}@test.cz`,
      password: MEMBER_PASSWORD,
      name: `Nováček ${who}`,
      variant: 'general',
      modules: ['people'],
      firstLoginCompleted: false,
    }),
  ),
  // A member whose intro is completed on another device while a tab is open (tests/e2e/guards.spec.ts).
  { email: 'intro-elsewhere@test.cz', password: MEMBER_PASSWORD, name: 'Eva Jinde', variant: 'general', modules: ['people'] },
  {
    email: 'conflict@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Cyril Souběžný',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  // The workshop's second half (tests/e2e/steps-people-second-half.spec.ts): the first half completed; its data is posted by the test.
  {
    email: 'workshop@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Věra Workshopová',
    variant: 'general',
    modules: ['people'],
    completedSteps: [
      ['intro', 'welcome'],
      ...[
        'team_goals',
        'team_vision',
        'team_roles_revision',
        'team_capacity',
        'team_values',
        'team_values_priorities',
        'team_values_examples',
      ].map((s): [string, string] => ['people', s]),
    ],
  },
  // The way through a module (tests/e2e/step-navigation.spec.ts): the first half completed; the test posts the data after it.
  {
    email: 'way@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Vilém Cestovní',
    variant: 'general',
    modules: ['people'],
    completedSteps: [
      ['intro', 'welcome'],
      ...[
        'team_goals',
        'team_vision',
        'team_roles_revision',
        'team_capacity',
        'team_values',
        'team_values_priorities',
        'team_values_examples',
      ].map((s): [string, string] => ['people', s]),
    ],
  },
  // Renames keep everything (tests/e2e/renames.spec.ts): the intro completed; the test writes and completes the people module.
  {
    email: 'prejmenovat@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Petra Přejmenovaná',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  // Hostile text (tests/e2e/hostile-text.spec.ts): every step of the variant open, whatever steps it lists; the test stores the data.
  {
    email: 'hostile@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Hana Hostilní',
    variant: 'general',
    modules: ['people'],
    completedSteps: everyStepOf('general'),
  },
  // Small things (tests/e2e/small-things.spec.ts): the team outlook at 375 px; every step before it completed, its data posted by the test.
  {
    email: 'drobnosti@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Dana Drobná',
    variant: 'general',
    modules: ['people'],
    completedSteps: [
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
      ].map((s): [string, string] => ['people', s]),
    ],
  },
  // The printable results (tests/e2e/print-results.spec.ts): every step before the presentation completed, a team of 15 posted by the test.
  {
    email: 'tisk@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Tereza Tisková',
    variant: 'general',
    modules: ['people'],
    completedSteps: [
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
    ],
  },
  // Ask before, offer undo after (tests/e2e/ask-before-remove.spec.ts): every step up to the development topics completed, their data posted by the test.
  {
    email: 'odebrat@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Olga Odebíraná',
    variant: 'general',
    modules: ['people'],
    completedSteps: [
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
      ].map((s): [string, string] => ['people', s]),
    ],
  },
  // Modules made in the studio (tests/e2e/studio-structure.spec.ts): the administrator granted 'procesy' before the author made it.
  {
    email: 'procesy@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Petr Procesní',
    variant: 'general',
    modules: ['people', 'procesy'],
    completedSteps: [['intro', 'welcome']],
  },
  // Issue 33's done-when (the same spec): a member of the 'Procesy' module whose roles are stored (PROCESS_ROLES, e2e-seed.ts), the owners of her processes.
  {
    email: 'mapa-procesu@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Marta Procesní',
    variant: 'general',
    modules: ['people', 'procesy'],
    // The steps before the roles: the roles step opens to her, so its positions can be chosen.
    completedSteps: [
      ['intro', 'welcome'],
      ['people', 'team_goals'],
      ['people', 'team_vision'],
    ],
  },
  // The step editor's cards and reading steps (tests/e2e/studio-cards-reading.spec.ts): granted 'karty' before the author makes it.
  {
    email: 'karty@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Karla Kartová',
    variant: 'general',
    modules: ['people', 'karty'],
    completedSteps: [['intro', 'welcome']],
  },
  // The throttled administrator's way in (tests/e2e/sign-in-link.spec.ts): locked by wrong passwords on purpose, so no other test signs in with it.
  { email: 'spravce-zamek@test.cz', password: MEMBER_PASSWORD, name: 'Správce Zámek', role: 'admin' },
  // tests/e2e/codes-and-reset.spec.ts: a member who forgets the password, and a newcomer the administrator sends a new code.
  {
    email: 'zapomnel@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Zdeněk Zapomnětlivý',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  {
    email: 'novy-kod@test.cz',
    code: '444444',
    name: 'Nela Kódová',
    osloveni: 'Nelo',
    variant: 'general',
    modules: ['people'],
    firstLoginCompleted: false,
  },
  // The studio's whole journey (tests/e2e/studio-journey.spec.ts): a member moved to the variant an author makes.
  { email: 'logistika@test.cz', password: MEMBER_PASSWORD, name: 'Lenka Logistická', variant: 'general', modules: ['people'] },
  // Content versions (tests/e2e/content-versions.spec.ts): a member who reads the texts, one who types through a publication.
  {
    email: 'verze@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Věra Verzová',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  {
    email: 'verze-pise@test.cz',
    password: MEMBER_PASSWORD,
    name: 'Petr Píšící',
    variant: 'general',
    modules: ['people'],
    completedSteps: [['intro', 'welcome']],
  },
  // The content studio's texts (tests/e2e/studio-texts.spec.ts): an author, who is a member besides.
  { email: 'autor@test.cz', password: MEMBER_PASSWORD, name: 'Anna Autorská', role: 'author', variant: 'general', modules: ['people'] },
  // The studio's variants, publishing and CSV (tests/e2e/studio-publish.spec.ts): an author, no variant of her own.
  { email: 'autorka@test.cz', password: MEMBER_PASSWORD, name: 'Alžběta Autorka', role: 'author' },
  // The step preview on sample data and on a member's data (tests/e2e/studio-preview.spec.ts): an author, and a
  // member whose roles are stored (PREVIEW_ROLES, e2e-seed.ts).
  { email: 'nahled-autor@test.cz', password: MEMBER_PASSWORD, name: 'Norbert Náhledový', role: 'author' },
  { email: 'nahled-clen@test.cz', password: MEMBER_PASSWORD, name: 'Petra Náhledová', variant: 'general', modules: ['people'] },
];
