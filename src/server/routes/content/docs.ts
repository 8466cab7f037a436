/**
 * What the content studio's schemas cannot say, for the OpenAPI document and docs/admin-api.md
 * (the area "admin: content"; `npm run docs:api` after an edit).
 */
const md = (...lines: string[]) => lines.join('\n');

export const CONTENT_TAG_DESCRIPTION = md(
  "The content studio's server side (issue 32): authors change texts and variants in a shared draft",
  'and publish it as a version that every server process serves within 2 s, with no build and no',
  'restart (docs/decisions.md, "Content versions"). Authors (role author) and administrators may',
  'call these routes and the step preview; anyone else is refused 403 before the body is read.',
  '',
  '- **The draft** holds the files that differ from the published version. Every read here is of',
  '  the draft (the published version with the draft over it). Texts are keyed by namespace',
  '  (`steps/people`, `variants/general`: `locales/{cs,en}/<namespace>.json`) or by variant file',
  "  (`variant`: its `display_name`, `description`, `duration`, `difficulty` at 'display_name',",
  "  'modules.<module>.description', 'modules.<module>.steps.<step>.display_name'; Czech only).",
  "- **A text's state**: `missing` (no English or no Czech text), `changed` (the Czech text changed",
  '  since the English one was written; the draft and each version keep, per English key, the Czech',
  '  text it was written against), `ok`. Texts loaded from the files are `ok` until the Czech changes.',
  '- **Publishing** runs every check of `npm run validate` on the files as they would be. A new step or',
  '  module is served as soon as it is published (`/api/{module}/{endpoint}`, read, save, complete);',
  '  a new step whose rules need addresses made at start (parts, row saves, resets) and a new deck are',
  '  refused (they need a release). Restoring an old version publishes its files again as a new version.',
  '- **Versioned content for the browser** (no token; what the bundle carries anyway): `GET',
  "  /api/content/versions/{id}/steps/{module}/{step}.js`, the step's module as the step preview makes",
  '  it, and `GET /api/content/versions/{id}/texts/{lng}/{steps|variants}/{name}`, one content',
  "  namespace; any version's, immutable (`Cache-Control: public, max-age=31536000, immutable`).",
  '  `GET /api/content/current` names the version in use, its steps and namespaces (`no-store`);',
  '  `GET /api/variants/my-variant` answers it as `content_version` too.',
  '- **The step preview shows the draft**: its routes read the published version with the draft over it.',
);

export const STUDIO_DESCRIPTIONS = {
  'GET /content/tree':
    "`texts` of a step: the namespaces its rules, UI schema and schema name. A module's `enabled` is true unless the file says false.",
  'GET /content/texts': md(
    'Give `namespace` or `variant`, not both (422 `Uveďte buď jmenný prostor textů (namespace), nebo variantu (variant).`).',
    '404 `Texty <namespace> v konceptu nejsou.` / `Varianta <variant> v konceptu není.`',
  ),
  'GET /content/search': 'At most `limit` rows (default 50), in the order of the files; `truncated` says more matched.',
  'PUT /content/texts': md(
    'Writes one text of the draft when the draft still holds `base` there (null: no text yet). A text with',
    'markup is stored sanitized to the step descriptions’ allowlist (`src/contracts/html.ts`); the answer',
    'is the row as stored. An English text records the Czech one it was written against.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 409 | `Text mezitím změnil někdo jiný. …` with `yours` and `theirs` | the draft holds another value than `base` |',
    '| 404 | `Text <key> v <source> není.` | the Czech file has no such text |',
    '| 422 | `Texty souboru varianty jsou jen české (lng „cs“).` | `variant` with `lng` en |',
  ),
  'POST /content/variants/:variant/copy': md(
    'Puts into the draft `step-schemas/variants/<new_name>.json` (the variant with `variant_name` and',
    '`display_name` replaced) and copies of `locales/{cs,en}/variants/<variant>.json`. 404 for an unknown',
    'variant, 409 `Varianta <new_name> už existuje.`. Members can be assigned it once it is published.',
  ),
  'PUT /content/variants/:variant/modules': md(
    '422 `Seznam musí obsahovat právě moduly varianty, každý jednou.` unless every module is named once.',
    '409 `Moduly varianty mezitím změnil někdo jiný. …` with `yours` (the modules sent) and `theirs` (the',
    "draft's) when `base` is given and the draft's modules (names, order, switches) differ from it.",
  ),
  'GET /content/steps/:module/:step': md(
    "`files`: the step's `schema`, `ui` and `rules` (`step-schemas/<module>/<step>.<kind>.json`) as the draft has",
    'them; null for a file the step lacks. 404 `Krok <module>/<step> v konceptu není.` without a rules file.',
  ),
  'PUT /content/steps/:module/:step': md(
    'Writes the three files into the draft when the draft still holds exactly `base` (as the GET answered it);',
    'nothing is checked here beyond each being a JSON object: `POST /content/steps/check` and publishing check them.',
    'The answer is the files as stored. Bodies up to 400 kB.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 409 | `Soubory kroku mezitím změnil někdo jiný. …` with `yours` and `theirs` | the draft holds other files than `base` |',
    '| 404 | `Krok <module>/<step> v konceptu není.` | the draft has no rules file for the step |',
  ),
  'POST /content/steps/check': md(
    "Runs every check of publishing on the draft with these three files in place of the step's, and answers the",
    "problems of the step's files (file, place, message; `place` a JSON pointer); `elsewhere` counts those of",
    'other files. Nothing is stored. 404 as the GET. Bodies up to 400 kB; about a second on the whole content.',
  ),
  'GET /content/variants/:variant/structure': md(
    "Every module of the variant with its prerequisites (`requires`) and steps in order; a step's `route` is its whole",
    "address, `kind` 'form' (it has a schema), 'reading' (rules only) or 'none' (no files: in preparation). 404 for an unknown variant.",
  ),
  'POST /content/variants/:variant/modules': md(
    'Adds the module at the end of the variant, enabled, with no steps (publishing refuses an enabled module without',
    'steps: add them first). `module_name` is made from the Czech display name (`Procesy` → `procesy`, diacritics',
    'dropped); the English name and description go into `locales/en/variants/<variant>.json` at `modules.<module>.…`.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 409 | `Modul <name> už existuje …` | a module (of any variant) or a step folder has that name |',
    "| 422 | `Název <name> používá aplikace …` | the name is one of the app's own addresses (admin, home, …) |",
    '| 422 | `Modul <name> varianta nemá …` | `requires` names a module the variant lacks |',
  ),
  'PATCH /content/variants/:variant/modules/:module': md(
    'Changes what the body names. `requires`: modules of the variant a member completes first; a ring of',
    'prerequisites (A needs B, B needs A) is 422 `Moduly by na sebe čekaly dokola …`. 404 for an unknown module.',
  ),
  'POST /content/variants/:variant/modules/:module/steps': md(
    'Adds the step at `position` (the end without it): its `step_name` from the Czech display name (`Mapa procesů` →',
    '`mapa_procesu`), its API endpoint the same with dashes, its address `/<module>/<route>` (`route` defaults to the',
    "endpoint). Writes `step-schemas/<module>/<step>.rules.json` (title and description texts; a 'form' also an empty",
    'schema and UI schema) and the title and description into `locales/{cs,en}/steps/<module>.json`.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 409 | `Krok <module>/<step> už existuje …`, `Adresu API … už má krok …`, `Adresu … už má …` | a name, endpoint or address taken |',
    '| 404 | `Modul <module> ve variantě není.` | unknown module |',
  ),
  'PATCH /content/variants/:variant/modules/:module/steps/:step': md(
    "Changes what the body names; `position` moves the step within its module (a step's place is its prerequisite",
    'chain: it opens when the one before it is completed). 409 for an address taken; 404 for an unknown step.',
  ),
  'DELETE /content/variants/:variant/modules/:module/steps/:step': md(
    "Takes the step out of the variant's list. Its files stay in the content and members' stored data is never",
    'deleted: listing the step again (a restore of a version) brings it back. 404 for an unknown step.',
  ),
  'GET /content/draft': '`changes`: per file added, changed or deleted, with the text keys of a locale file.',
  'GET /content/draft/impact': md(
    'For each step whose schema the draft changes: members with stored data, how many of them have data the new schema',
    'refuses that the old one accepted (`kinds`: the ajv keyword, e.g. `maximum`, `enum`, `type`, `required`; a completed',
    'step is checked as completing it is, one in progress as a save is) and how many have values in fields the draft',
    'removes (kept, hidden). Counts only, no member named. The rows are read 500 at a time.',
  ),
  'DELETE /content/draft': 'Every file of the draft is dropped.',
  'POST /content/publish': md(
    'The version is the published one plus one. This process serves it before answering, the others',
    'within 2 s. The draft files published are dropped from the draft; one saved meanwhile stays.',
    '',
    '| status | detail | when |',
    '|---|---|---|',
    '| 422 | `Verzi nelze zveřejnit: obsah má N problémů.` with `problems` (file, place, message) | any check fails |',
    '| 422 | `Koncept neobsahuje žádné změny.` | nothing to publish |',
    '| 409 | `Mezitím byla zveřejněna jiná verze. Zkuste to znovu.` | another version took the number |',
  ),
  'GET /content/versions': 'The last 200, newest first; `author` null for a version loaded from the files.',
  'POST /content/versions/:id/restore': md(
    "Publishes version `id`'s files again as a new version, note `Obnoveno z verze <id>`; the draft stays.",
    '404 `Verze obsahu nenalezena.`; 422 with `problems` when the running server cannot serve it.',
  ),
  'GET /content/csv': md(
    'Columns `source` (a namespace, or `variant:<name>` for a variant file), `key`, `cs`, `en`; UTF-8 with a',
    'byte order mark, CRLF between rows, `Content-Disposition: attachment`. A cell that starts with `=`, `+`,',
    '`-`, `@`, a tab, a CR or an apostrophe gets one apostrophe before it, so no spreadsheet runs it as a',
    'formula; the import removes exactly that one again. 404 for a source the draft lacks.',
  ),
  'POST /content/csv/dry-run': md(
    'Reads the file (comma or semicolon, with or without BOM; the header `source,key,cs,en` first) and',
    'answers every text it would change (`old` → `new`, `new` sanitized as stored) and every row refused',
    'with a Czech reason (bad header, wrong number of cells, unknown source or key, an English text of a',
    'variant file, a text twice). An empty cell changes nothing. Stores nothing.',
  ),
  'POST /content/csv/apply': md(
    "Stores the dry run's `changes` in one transaction; a text whose draft value is no longer `old`",
    '(someone saved it since the dry run) is not written and comes back in `conflicts` with both values.',
  ),
} as const;
