/**
 * What the admin API's schemas cannot say (who may call, side effects, each refusal's Czech
 * detail), as OpenAPI tags and operation descriptions in Markdown. The OpenAPI document carries
 * them, and `npm run docs:api` makes docs/admin-api.md from that document, so the page and the
 * document say the same; edit here, then run it (a unit test fails while the page is stale).
 */
import { CONTENT_TAG_DESCRIPTION } from '../content/docs.js';

const md = (...lines: string[]) => lines.join('\n');

export const ADMIN_TAG = {
  overview: 'admin',
  users: 'admin: users',
  companies: 'admin: companies',
  variants: 'admin: variants',
  preview: 'admin: step preview',
  content: 'admin: content',
} as const;

/** The admin API's tags in the order docs/admin-api.md shows them; the overview names no operation, it opens the page. */
export const ADMIN_TAGS = [
  {
    name: ADMIN_TAG.overview,
    description: md(
      "The administrator dashboard's server side (specification sections 2, 3, 5, 6, 7 and 8). Every",
      'path is under `/api/admin`, takes and answers JSON, and needs `Authorization: Bearer <access token>`',
      'of an active administrator. Code: `src/server/routes/admin/`, its shapes `src/contracts/admin.ts`;',
      'tests: `tests/api/admin/`.',
      '',
      '## Common rules',
      '',
      "- **Access.** One `onRequest` hook guards every admin route but the step preview's module link",
      '  (`GET /preview/module`, signed instead: see below), before the body is read:',
      '  no or an invalid token → 401 `Neplatný nebo expirovaný přístupový token`; a deactivated account',
      '  → 401 `Účet je deaktivován. Kontaktujte administrátora.`; any role but admin → 403',
      '  `Přístup odepřen: nejste administrátor` (whatever the body). The step preview and the content',
      '  studio (`/content/…`) let authors in too: any other role → 403',
      '  `Přístup odepřen: nejste autor obsahu ani administrátor`.',
      '- **Errors** are `{detail}` in Czech. A body that breaks its schema (wrong type, unknown property,',
      '  value out of range; no type coercion) is 422 `{detail: "Neplatná data: …", errors: [{path, message}]}`.',
      '  A path id written otherwise than as plain decimal digits without a leading zero (`0x1`, `+1`, ` 1`,',
      '  `1e3`, `01`), or beyond 2147483647, is also 422; a well-formed id of no row is 404.',
      '- **Administrators are protected**: no route edits, (de)activates, deletes or assigns a variant to',
      '  an account with role admin (403, texts below). Only the roles user and author are ever given.',
      '- **Successes** that change something answer `{message, data?}`; `message` is the Czech text the',
      "  dashboard shows after 'Úspěch:'.",
      '- Dates are ISO 8601 UTC strings.',
    ),
  },
  {
    name: ADMIN_TAG.users,
    description: md(
      '### Welcome e-mail',
      '',
      'Sent by `POST /users` with `send_welcome_email: true`, and by `PUT /users/{id}` when it issues a',
      'new code with `send_welcome_email: true`. Plain text, Czech, from `MAIL_FROM`, subject',
      "`Váš přístup do Klubu strategických manažerů`: 'Dobrý den, {osloveni},' (or 'Dobrý den,'), the",
      'sign-in address (`PUBLIC_URL`), the e-mail, the 6-digit code, its 14-day validity and how to sign',
      "in the first time ('Jsem tu poprvé', e-mail and code, then a password). Texts: `welcomeEmail` in",
      '`locales/cs/api.json`.',
      '',
      'Delivery: over SMTP to `SMTP_URL` when set (timeouts of 10 to 20 s); otherwise written as',
      '`DATA_DIR/outbox/<ISO timestamp>-<e-mail>.eml` (mode 0600: it holds a sign-in code). A failed delivery does not undo the save: the',
      'answer carries `mail_sent: false` and the message',
      '`Uživatel byl vytvořen, ale uvítací e-mail se nepodařilo odeslat.` (or `… aktualizován, ale …`),',
      'and the server logs the error. `mail_sent` is absent when no e-mail was asked for.',
    ),
  },
  { name: ADMIN_TAG.companies },
  {
    name: ADMIN_TAG.variants,
    description: md(
      '"Backend" variants are the ones stored in the database (loaded from `step-schemas/variants/` at',
      'every start); "frontend" variants are the content bundles in `locales/cs/variants/`.',
    ),
  },
  {
    name: ADMIN_TAG.preview,
    description: md(
      'What `/admin/preview` uses. Each call reads the step files and the Czech texts of the published',
      'content version in use (see the content area): a published edit shows at once, no build, no restart.',
      '',
      'Both `/preview/steps` and `/preview/check`: 404 `Krok nenalezen.` for a step with no rules file;',
      '422 for a module or step name outside `[a-z0-9_]`, or a bad body; 422',
      '`Definici kroku <module>/<step> nelze načíst: <problem>` when a file of the step is not valid JSON',
      'or its schema cannot be compiled.',
    ),
  },
  { name: ADMIN_TAG.content, description: CONTENT_TAG_DESCRIPTION },
];

const refusalsOfUserBody = md(
  '| 422 | `Vyplňte jméno uživatele.` | `profile.name` blank |',
  '| 422 | `Uživatel může mít jen roli „user“ (člen) nebo „author“ (autor obsahu).` | `roles` other than `["user"]` or `["author"]` |',
  '| 422 | `Společnost nenalezena` | unknown `company_id` |',
  '| 422 | `Varianta nenalezena` | unknown `variant_name` |',
  '| 422 | `Modul <module> nelze v této variantě přidělit` | a module the variant does not mark admin-selectable |',
  '| 422 | `Neplatná data: …` | schema: wrong type, unknown property, bad code, bad option |',
);

/** Each admin operation's description, by method and path (under /api/admin, as the routes write it). */
export const ADMIN_DESCRIPTIONS = {
  'GET /users': 'All users, administrators included, ordered by id.',
  'POST /generate-code': 'A random 6-digit code for the user form. Nothing is stored until a user is saved with it.',
  'POST /users': md(
    'Creates, in one transaction, the user (role user, active, `first_login_completed` false, no',
    'password), the profile, the code (hashed, valid 14 days; wrong tries are throttled against the guesser, docs/security.md) and a variant assignment',
    'valid 365 days; then sends the welcome e-mail when `send_welcome_email` is true. The user signs in',
    'for the first time with the e-mail and the code (`POST /api/onboarding/first-login`).',
    '`mail_sent` is in the answer when a welcome e-mail was attempted (see [Welcome e-mail](#welcome-e-mail)).',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 409 | `Uživatel s tímto emailem již existuje` | the e-mail exists (any case) |',
    '| 422 | `Nejprve vygenerujte kód pro nového uživatele` | no `onboarding_code` |',
    refusalsOfUserBody,
  ),
  'PUT /users/:id': md(
    'The same body as `POST /users`. It replaces the form: an optional field left out is cleared (`osloveni` null,',
    '`modules` `[]`, profile fields null). `email` must be the stored one (compared lower-case).',
    "`onboarding_code` is optional: when given, it replaces the user's unused code (valid 14 days),",
    'and with `send_welcome_email` the welcome e-mail carries it. A `variant_name` other than the one',
    'in force creates a new 365-day assignment that replaces the active one; the same variant keeps',
    'the assignment and its expiry.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 404 | `Uživatel nenalezen` | unknown id |',
    '| 403 | `Admin nemůže být upravován` | the user is an administrator |',
    '| 422 | `Email nelze změnit` | another e-mail |',
    refusalsOfUserBody,
  ),
  'PATCH /users/:id/status': md(
    "Deactivating also revokes the user's refresh tokens; their access",
    'tokens stop working at once (every request checks the account), and sign-in answers 403',
    '`Účet je deaktivován. Kontaktujte administrátora.` Activating lets them sign in again (old',
    'sessions stay ended). `message` is `Uživatel byl aktivován` or `Uživatel byl deaktivován`.',
    '',
    '404 `Uživatel nenalezen`; 403 `Admin nemůže být deaktivováni` (for either value).',
  ),
  'POST /users/:id/send-code': md(
    "Issues a new 6-digit code that replaces the user's unused one (the old code stops working), e-mails",
    'it with the welcome e-mail and answers it this once in `code`. No body. At most 3 an hour per user.',
    '`message` is `Nový kód byl odeslán e-mailem na <e-mail>.`; when the e-mail could not be sent the code',
    'still replaced the old one, `mail_sent` is false and the message says to hand the code over.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 404 | `Uživatel nenalezen` | unknown id |',
    '| 403 | `Admin nemůže být upravován` | the user is an administrator |',
    '| 409 | `Uživatel je deaktivován. Nejprve jej aktivujte, potom mu pošlete nový kód.` | an inactive user |',
    '| 429 | `Tomuto uživateli byly za poslední hodinu odeslány už 3 kódy. Další lze poslat za N minut.` | the fourth within an hour (`Retry-After`) |',
  ),
  'POST /users/import/dry-run': md(
    'Checks a CSV of members (body `{csv}`: the file as text) and stores nothing. Header in Czech: `e-mail`, `jméno`,',
    '`společnost` (name or IČO), `varianta` are required; `oslovení`, `moduly` (separated by `|`) and `poslat uvítání`',
    '(`ano`/`ne`, empty is `ne`) may be left out. UTF-8 with or without BOM, `;` or `,` between fields, at most 256 kB',
    'and 500 rows. Every row is checked as `POST /users` checks its body; each row answers `would_create` or `error`',
    'with its Czech errors. Values are echoed as the file has them: show them as text.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 413 | `Soubor je příliš velký: nejvýše 256 kB (asi 500 členů).` | a larger file |',
    '| 422 | `V záhlaví chybí sloupce: …` / `Soubor má víc než 500 řádků s členy. …` / `Soubor neobsahuje žádné řádky s členy.` | the file as a whole |',
  ),
  'POST /users/import': md(
    'The same file again, after the dry run: it is checked again and every valid row is created in a transaction of',
    'its own (a member with the variant assigned, the profile name and, with `poslat uvítání` = `ano`, a new code whose',
    'welcome e-mail is queued in the same transaction; without it no code is issued). A row that became invalid since',
    'the dry run (its e-mail taken meanwhile) answers `error`; the other rows answer `created`. Refusals as the dry run;',
    'and 422 `Žádný řádek nelze importovat; …` when no row is valid.',
  ),
  'GET /mail-queue': md(
    'The e-mails queued in the database (welcome e-mails of imported members): how many wait (`queued`, also those',
    'being sent), went out (`sent`) and were given up after 5 attempts (`failed`), and the newest 50 failed ones with',
    'the last error.',
  ),
  'POST /mail-queue/:id/retry': md(
    "'Zkusit znovu': queues a failed e-mail again with a fresh count of attempts. No body.",
    '`message` is `E-mail pro <adresa> byl znovu zařazen k odeslání.`; 404 `Neodeslaný e-mail nenalezen.` when no',
    'failed e-mail has the id.',
  ),
  'DELETE /users/:id': md(
    'Deletes the user with their profile, variant assignments, step data, codes and refresh tokens.',
    '`message` is `Uživatel byl smazán`; 404 `Uživatel nenalezen`; 403 `Admin nemůže být smazán`.',
  ),
  'GET /companies': 'In Czech alphabetical order of name (C < Č < … < H < CH < … < Z < Ž).',
  'POST /companies': '`message` is `Společnost byla vytvořena`; 422 `Vyplňte název společnosti.` or `Neplatná data: …`.',
  'PUT /companies/:id': md(
    'The same body as `POST /companies`; it replaces every field (one left out is cleared).',
    '`message` is `Společnost byla aktualizována`; 404 `Společnost nenalezena`; 422 as for `POST /companies`.',
  ),
  'DELETE /companies/:id': md(
    '`message` is `Společnost byla smazána`; 404 `Společnost nenalezena`; 409',
    '`Nelze smazat společnost {name}. Společnost má {n} přiřazených uživatelů.` while any user',
    '(of any status) belongs to it.',
  ),
  'GET /variants/detailed': 'Ordered by `variant_name`.',
  'GET /variants/:variant_name/details': '404 `Varianta nenalezena`.',
  'GET /variants/consistency': 'The name lists are sorted.',
  'GET /variants/assignments': 'Every assignment ever made (history included), newest first.',
  'POST /variants/assign': md(
    "The user's assignment in force ends as `replaced`; expired ones keep their status.",
    '`message` is `Varianta byla přiřazena`.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 404 | `Uživatel s tímto emailem neexistuje` | no such user (by e-mail or by id) |',
    '| 404 | `Varianta nenalezena` | unknown variant |',
    '| 403 | `Admin nemůže být upravován` | the user is an administrator |',
    '| 422 | `Zadejte ID nebo email uživatele.` | neither `user_id` nor `user_email` |',
    '| 422 | `Neplatná data: …` | schema |',
  ),
  'DELETE /variants/assignments/:id': md(
    '`message` is `Přiřazení varianty bylo odebráno`; 404 `Přiřazení varianty nenalezeno`.',
    'Removing the assignment in force leaves the user without a variant until a new one is assigned.',
  ),
  'GET /preview/steps/:module/:step': md(
    "Answered with `Cache-Control: no-store`. `texts` maps each namespace the step's",
    'rules, UI schema and schema name (`"steps/people:…"`) to its current Czech bundle.',
  ),
  'GET /preview/module': md(
    "The step's module as `text/javascript` (`no-store`), made from its files at this request: the same",
    'code the build puts in the bundle (`definition` with the draft schema, precompiled `validators`',
    '{full, draft} and reveal `conditions`). The browser loads it as a dynamic module import, which sends no',
    '`Authorization` header, so this is the one admin route outside the guard: the token (a JWT signed',
    "with the app's secret, audience `step-preview-module`, naming one step, 60 s) is the proof. No",
    'token, a tampered or an expired one → 403 `Odkaz na modul náhledu je neplatný nebo vypršel.`; the',
    'token is no access token (it names no user).',
  ),
  'POST /preview/check': md(
    "Every completion message in the rules' order, translated with the current texts, by the server's own validators;",
    'empty when the data would complete the step (and always for a reading step).',
  ),
} as const;

/** The tag and the description of one admin operation, for its route's schema. */
export const adminDocs = (tag: (typeof ADMIN_TAG)[keyof typeof ADMIN_TAG], operation: keyof typeof ADMIN_DESCRIPTIONS) => ({
  tags: [tag],
  description: ADMIN_DESCRIPTIONS[operation],
});
