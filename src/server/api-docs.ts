/**
 * What the member API's schemas cannot say (who may call, the rules every step shares, each
 * refusal's Czech detail), as OpenAPI tags in Markdown: `npm run docs:api` makes docs/api.md from
 * them and the operations tagged with them (the admin API's: routes/admin/docs.ts).
 */
const md = (...lines: string[]) => lines.join('\n');

export const API_TAG = {
  overview: 'api',
  signIn: 'api: sign-in and session',
  variants: 'api: variant and progress',
  steps: 'api: steps',
  content: 'api: published content',
  service: 'api: service',
} as const;

/** The tags in the order docs/api.md shows them; the overview names no operation, it opens the page. */
export const API_TAGS = [
  {
    name: API_TAG.overview,
    description: md(
      "The member's API: signing in, the member's variant and progress, and the data of every step. The",
      "administrator's: [admin-api.md](admin-api.md). Code: `src/server/routes/`, the shapes `src/contracts/`; tests:",
      '`tests/api/`.',
      '',
      '## Common rules',
      '',
      '- **Access.** Every operation needs `Authorization: Bearer <access token>` (from a sign-in or',
      '  `POST /api/onboarding/refresh`) unless it says it needs none: no or an invalid token → 401',
      '  `Neplatný nebo expirovaný přístupový token`, a deactivated account → 401 `Účet je deaktivován.',
      '  Kontaktujte administrátora.`, refused before the body is read.',
      '- **Errors** are [Error](#error) in Czech. A body that cannot be parsed (malformed JSON, nested over',
      '  64 levels) is 400; one that breaks its schema (no type coercion) is 422 `Neplatná data: …` with',
      '  `errors`; a text no column can hold (a NUL character, a lone surrogate) is 422; a body over 1 MiB',
      '  (4 KiB where no token is needed) is 413 `Požadavek je příliš velký`. Unknown `/api` paths are 404',
      '  `Nenalezeno`.',
      '- Dates are ISO 8601 UTC strings.',
    ),
  },
  {
    name: API_TAG.signIn,
    description: md(
      'The sign-in routes take form fields (`application/x-www-form-urlencoded`, as the sign-in page posts',
      'them) or JSON. A sign-in answers the access token and sets the refresh token as the HttpOnly',
      'cookie `refresh_token` (SameSite=Strict, path `/api/onboarding`, 30 days), which `POST /refresh`',
      'rotates. Every write here refuses a request another site made: 403 `Požadavek z jiného webu byl',
      'odmítnut. …`. Wrong secrets are throttled per account and address: 429 `Příliš mnoho neúspěšných',
      'pokusů. Zkuste to znovu za N minut.`; a pass from an e-mailed sign-in link (`pass`) is under no',
      'limit (docs/security.md).',
    ),
  },
  {
    name: API_TAG.variants,
    description: md(
      "The member's variant in force, with the modules they see (admin-selectable ones only when granted)",
      "and each step's status: the first step of a module is available, each next one once the one",
      'before is completed, a module is locked until the modules it requires are completed.',
    ),
  },
  {
    name: API_TAG.steps,
    description: md(
      'Every step of a variant has its data at `/api/<module-with-dashes>/<endpoint>`: `GET` reads it, `POST`',
      "saves a draft (the body is the whole data, checked against the step's draft schema),",
      "`POST …/complete` completes it (checked against the full schema and the step's rules). The answer of",
      'a read or save is the data itself ([StepData](#stepdata)); its version is the `ETag` and a save',
      'sends it back as `If-Match: "<version>"` (`"0"` while nothing is stored): an older one is 409',
      '[StepConflict](#stepconflict) `Mezitím byla uložena novější verze tohoto kroku.` with the stored copy,',
      'a malformed one 400. `X-Step-Status` is `in_progress` or `completed`; a save that reopened steps of',
      'other modules names them in `X-Steps-Reopened` (`<module>/<step>`, comma-separated), so the page',
      'reloads its progress. Derived properties (computed from the steps a step builds on) are the',
      "server's: what a body sends there is recomputed.",
      '',
      'Every step route passes the access gate first: no variant 403 `Nebyl přiřazen žádný variant`, a',
      'module the member does not see 403 `Modul nenalezen nebo nemáte k němu přístup`, a disabled or',
      'locked module 403 `Modul není dostupný.` / `Modul je uzamčen. Nejprve dokončete předchozí moduly.`,',
      'a locked step 403 `Krok je uzamčen. Nejprve dokončete předchozí krok.`, a step in preparation 403',
      '`Tento krok se připravuje.`. A read of a step with nothing stored is 404 `Pro tento krok zatím',
      'nejsou uložena žádná data.`; a refused draft or completion is 422 with `errors` (a completion also',
      'with `missing`), the first message as `detail`.',
    ),
  },
  {
    name: API_TAG.content,
    description: md(
      'The step modules and texts of a published content version, which the page loads by the version',
      '`GET /api/content/current` names (asked, never cached, at each page and step that shows content).',
      'Public like the app itself; a version is immutable: any version ever published is served (a tab',
      'may still ask for its own), cached for a year.',
    ),
  },
  { name: API_TAG.service },
];
