/**
 * The content studio's requests and answers (/api/admin/content/…, and the versioned content
 * every member's browser may load, /api/content/versions/…), written once as admin.ts is: the
 * server validates and serializes with them, the OpenAPI document and docs/admin-api.md show them,
 * and the studio's types come from them (Static). Rules with a Czech message of their own (a key
 * the namespace lacks, a conflict) are the handlers'.
 */
import type { Static } from './json-schema.js';

export const CONTENT_LANGUAGES = ['cs', 'en'] as const;
export const TEXT_STATES = ['missing', 'changed', 'ok'] as const;
export const CHANGE_STATUSES = ['added', 'changed', 'deleted'] as const;

const name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,99}$', maxLength: 100 } as const;
/** A content namespace: 'steps/<module>' or 'variants/<variant>'. */
const namespace = { type: 'string', pattern: '^(steps|variants)/[a-z0-9][a-z0-9_-]{0,99}$', maxLength: 110 } as const;
const key = { type: 'string', pattern: '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+){0,11}$', maxLength: 300 } as const;
const text = { type: 'string', maxLength: 20_000 } as const;
const lng = { type: 'string', enum: CONTENT_LANGUAGES } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

// Requests

/** Where texts come from: a content namespace (both languages) or a variant file (its display texts, Czech only). Exactly one. */
export const textSourceQuery = {
  type: 'object',
  properties: {
    namespace: { ...namespace, description: "'steps/people', 'variants/general'" },
    variant: { ...name, description: 'a variant file: its display name, descriptions, durations, difficulties' },
  },
} as const;

export const searchQuery = {
  type: 'object',
  required: ['q'],
  properties: {
    q: {
      type: 'string',
      minLength: 2,
      maxLength: 100,
      description: 'found in a key or a Czech or English text, case and diacritics aside',
    },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  },
} as const;

export const textBody = {
  title: 'TextBody',
  description: 'One text of the draft. `base` is the value the author loaded (null: none): it must still be the stored one.',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'lng', 'value', 'base'],
  properties: {
    namespace,
    variant: name,
    key,
    lng,
    value: { ...text, description: 'HTML (a text with markup) is stored sanitized to the step descriptions’ allowlist' },
    base: { type: ['string', 'null'], maxLength: 20_000 },
  },
} as const;

export const variantParams = {
  type: 'object',
  required: ['variant'],
  properties: { variant: name },
} as const;

export const copyVariantBody = {
  title: 'CopyVariantBody',
  type: 'object',
  additionalProperties: false,
  required: ['new_name', 'display_name'],
  properties: {
    new_name: { type: 'string', pattern: '^[a-z][a-z0-9_]{1,49}$', description: 'the new variant_name (and file name)' },
    display_name: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const moduleSwitches = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['module_name', 'enabled', 'admin_selectable'],
    properties: { module_name: name, enabled: { type: 'boolean' }, admin_selectable: { type: 'boolean' } },
  },
} as const;

export const variantModulesBody = {
  title: 'VariantModulesBody',
  description:
    "Every module of the variant once, in the new order, with its switches; the modules' other fields stay. `base`: the modules as the author loaded them (order and switches); when given, the draft must still hold exactly them.",
  type: 'object',
  additionalProperties: false,
  required: ['modules'],
  properties: {
    modules: moduleSwitches,
    base: moduleSwitches,
  },
} as const;

export const publishBody = {
  title: 'PublishBody',
  type: 'object',
  additionalProperties: false,
  required: ['note'],
  properties: { note: { type: 'string', maxLength: 500, description: 'what the version changes, for the history' } },
} as const;

/** Path parameters besides the version's `:id`, which every route with an id gets (src/server/plugins/path-ids.ts). */
export const versionStepParams = {
  type: 'object',
  required: ['module', 'step'],
  properties: { module: name, step: name },
} as const;

export const versionTextParams = {
  type: 'object',
  required: ['lng', 'folder', 'name'],
  properties: { lng, folder: { type: 'string', enum: ['steps', 'variants'] }, name },
} as const;

/** A step's three files as JSON (an object each); `null` in an answer or a base: the draft has no such file. */
const stepFile = { type: 'object', additionalProperties: true } as const;
const stepFileOrNone = { type: ['object', 'null'], additionalProperties: true } as const;
/** A step's files: a rules file is what makes a step; a schema and a UI schema may be absent. */
const stepFilesLoaded = {
  type: 'object',
  additionalProperties: false,
  required: ['schema', 'ui', 'rules'],
  properties: { schema: stepFileOrNone, ui: stepFileOrNone, rules: stepFileOrNone },
} as const;
/** The largest step file is about 13 kB: three files of ten times that, twice (with the base), stay under this. */
export const STEP_FILES_MAX_BYTES = 400_000;

/** Texts by key within the step's module namespace ('process_map.processes.owner.label'). */
const stepTextMap = {
  type: 'object',
  maxProperties: 2000,
  propertyNames: key,
  additionalProperties: text,
} as const;

/** The step editor's texts, saved with the files into the draft's locale files of the module's namespace. */
export const stepTexts = {
  title: 'StepTexts',
  description:
    "Texts of the step's module namespace (`steps/<module>`) by language and key within it, written with the files; HTML is stored sanitized as a text's save stores it.",
  type: 'object',
  additionalProperties: false,
  properties: { cs: stepTextMap, en: stepTextMap },
} as const;

export const stepFilesBody = {
  title: 'StepFilesBody',
  description:
    "A step's three files for the draft. `base`: the three as the author loaded them; the draft must still hold exactly them. `schema` and `ui` are null for a reading step (one the draft has without them).",
  type: 'object',
  additionalProperties: false,
  required: ['schema', 'ui', 'rules', 'base'],
  properties: { schema: stepFileOrNone, ui: stepFileOrNone, rules: stepFile, base: stepFilesLoaded, texts: stepTexts },
} as const;

export const stepCheckBody = {
  title: 'StepCheckBody',
  description:
    "A step's three files (and the editor's texts of its module) as the author has them now, checked with the rest of the draft; nothing is stored. `schema` and `ui` null: the step has no such file (a reading step).",
  type: 'object',
  additionalProperties: false,
  required: ['module', 'step', 'schema', 'ui', 'rules'],
  properties: { module: name, step: name, schema: stepFileOrNone, ui: stepFileOrNone, rules: stepFile, texts: stepTexts },
} as const;

// Answers

/** The version the server runs now, for the member's browser: which versioned URLs to load. */
export const contentCurrent = {
  title: 'ContentCurrent',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'steps', 'texts'],
  properties: {
    id: { type: 'integer', minimum: 1, description: 'the content version in use: the `{id}` of /api/content/versions/{id}/…' },
    steps: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*/[a-z0-9][a-z0-9_-]*$' },
      description: 'the steps with a definition, "<module>/<step>": the others show as not ready',
    },
    texts: {
      type: 'object',
      additionalProperties: false,
      required: ['cs', 'en'],
      properties: {
        cs: { type: 'array', items: namespace, description: "the version's Czech content namespaces" },
        en: { type: 'array', items: namespace, description: "the version's English content namespaces" },
      },
    },
  },
} as const;
export type ContentCurrent = Static<typeof contentCurrent>;

const message = { type: 'string', description: 'the Czech text the studio shows' } as const;

export const contentChange = {
  title: 'ContentChange',
  type: 'object',
  additionalProperties: false,
  required: ['path', 'status'],
  properties: {
    path: { type: 'string', description: "repository path: 'step-schemas/…', 'locales/cs/steps/people.json'" },
    status: { type: 'string', enum: CHANGE_STATUSES },
    keys: { type: 'array', items: { type: 'string' }, description: 'locale files: the text keys added, changed or removed' },
  },
} as const;

export const contentTree = {
  title: 'ContentTree',
  description: 'The draft as the studio navigates it: variants → modules → steps, with the text namespaces each reads.',
  type: 'object',
  additionalProperties: false,
  required: ['published_version', 'variants'],
  properties: {
    published_version: { type: 'integer' },
    variants: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['variant_name', 'display_name', 'texts', 'modules'],
        properties: {
          variant_name: { type: 'string' },
          display_name: { type: 'string' },
          texts: { type: ['string', 'null'], description: "the variant's namespace ('variants/general'), null when it has none" },
          modules: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['module_name', 'display_name', 'enabled', 'admin_selectable', 'steps'],
              properties: {
                module_name: { type: 'string' },
                display_name: { type: 'string' },
                enabled: { type: 'boolean' },
                admin_selectable: { type: 'boolean' },
                steps: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['step_name', 'display_name', 'texts'],
                    properties: {
                      step_name: { type: 'string' },
                      display_name: { type: 'string' },
                      texts: { type: 'array', items: { type: 'string' }, description: "namespaces the step's files name ('steps/people')" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const textRow = {
  title: 'TextRow',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'cs', 'en', 'state'],
  properties: {
    key,
    cs: { type: ['string', 'null'] },
    en: { type: ['string', 'null'], description: 'always null for a variant file' },
    state: {
      type: 'string',
      enum: TEXT_STATES,
      description:
        "missing: no English (or Czech) text; changed: the Czech text changed since the English was written; a variant file's rows are ok",
    },
  },
} as const;

export const textRows = {
  title: 'TextRows',
  type: 'object',
  additionalProperties: false,
  required: ['rows'],
  properties: { namespace: { type: 'string' }, variant: { type: 'string' }, rows: { type: 'array', items: textRow } },
} as const;

export const searchResults = {
  title: 'SearchResults',
  type: 'object',
  additionalProperties: false,
  required: ['results', 'truncated'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'cs', 'en', 'state'],
        properties: { namespace: { type: 'string' }, variant: { type: 'string' }, ...textRow.properties },
      },
    },
    truncated: { type: 'boolean', description: 'more texts matched than `limit`' },
  },
} as const;

export const textSaved = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'row'],
  properties: { message, row: textRow },
} as const;

export const textConflict = {
  title: 'TextConflict',
  description: 'Someone saved the text since the author loaded it: nothing was written.',
  type: 'object',
  additionalProperties: false,
  required: ['detail', 'yours', 'theirs'],
  properties: {
    detail: { type: 'string' },
    yours: { type: 'string', description: 'the value sent' },
    theirs: { type: ['string', 'null'], description: 'the value the draft holds now' },
  },
} as const;

export const modulesConflict = {
  title: 'ModulesConflict',
  description: "Someone changed the variant's modules since the author loaded them: nothing was written.",
  type: 'object',
  additionalProperties: false,
  required: ['detail', 'yours', 'theirs'],
  properties: {
    detail: { type: 'string' },
    yours: { ...moduleSwitches, description: 'the modules sent' },
    theirs: { ...moduleSwitches, description: 'the modules the draft holds now' },
  },
} as const;

export const contentDone = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message },
} as const;

export const draftDiff = {
  title: 'DraftDiff',
  type: 'object',
  additionalProperties: false,
  required: ['published_version', 'changes', 'files'],
  properties: {
    published_version: { type: 'integer' },
    changes: { type: 'array', items: contentChange, description: 'what publishing the draft would change' },
    files: {
      type: 'array',
      description: "the draft's files: who changed each last, and when",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'updated_by', 'updated_by_email', 'updated_at'],
        properties: {
          path: { type: 'string' },
          updated_by: { type: ['integer', 'null'] },
          updated_by_email: { type: ['string', 'null'], description: 'null: loaded from files (`npm run content:import`)' },
          updated_at: dateTime,
        },
      },
    },
  },
} as const;

export const contentProblems = {
  title: 'ContentProblems',
  description:
    'Why the draft cannot be published: every problem `npm run validate` would list, on the files as they would be (absent for a refusal of another kind).',
  type: 'object',
  additionalProperties: false,
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['file', 'message'],
        properties: {
          file: { type: 'string', description: 'repository path' },
          place: { type: 'string', description: 'a JSON pointer or a text key' },
          line: { type: 'integer' },
          column: { type: 'integer' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

export const stepFiles = {
  title: 'StepFiles',
  type: 'object',
  additionalProperties: false,
  required: ['module', 'step', 'files'],
  properties: { module: name, step: name, files: stepFilesLoaded },
} as const;

export const stepFilesConflict = {
  title: 'StepFilesConflict',
  description: "Someone changed the step's files since the author loaded them: nothing was written.",
  type: 'object',
  additionalProperties: false,
  required: ['detail', 'yours', 'theirs'],
  properties: {
    detail: { type: 'string' },
    yours: { ...stepFilesLoaded, description: 'the files sent' },
    theirs: { ...stepFilesLoaded, description: 'the files the draft holds now' },
  },
} as const;

export const stepCheck = {
  title: 'StepCheck',
  type: 'object',
  additionalProperties: false,
  required: ['problems', 'elsewhere'],
  properties: {
    problems: { ...contentProblems.properties.problems, description: "the problems of this step's three files" },
    elsewhere: { type: 'integer', description: 'how many problems the draft has in other files (publishing lists them)' },
  },
} as const;

export const contentVersion = {
  title: 'ContentVersion',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'created_at', 'author', 'note', 'restored_from', 'changes'],
  properties: {
    id: { type: 'integer' },
    created_at: dateTime,
    author: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'email'],
      properties: { id: { type: 'integer' }, email: { type: 'string' } },
      description: 'null: loaded from the files',
    },
    note: { type: 'string' },
    restored_from: { type: ['integer', 'null'] },
    changes: { type: 'array', items: contentChange },
  },
} as const;

export const published = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'version'],
  properties: { message, version: contentVersion },
} as const;

export const versionList = { type: 'array', items: contentVersion } as const;

/** What publishing the draft would do to members' stored data: per step whose schema changes, counts only. */
export const draftImpact = {
  title: 'DraftImpact',
  type: 'object',
  additionalProperties: false,
  required: ['steps'],
  properties: {
    steps: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['module', 'step', 'members', 'not_fitting', 'hidden', 'kinds'],
        properties: {
          module: { type: 'string' },
          step: { type: 'string' },
          members: { type: 'integer', description: 'members with data stored for the step' },
          not_fitting: { type: 'integer', description: 'members whose data the new schema refuses (and the old one did not)' },
          hidden: { type: 'integer', description: 'members with values in fields the draft removes (kept, hidden)' },
          kinds: {
            type: 'array',
            description: 'what refuses the data (ajv keyword: type, maximum, enum, required, …), members per kind',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'members'],
              properties: { kind: { type: 'string' }, members: { type: 'integer' } },
            },
          },
        },
      },
    },
  },
} as const;

export type TextBody = Static<typeof textBody>;
export type CopyVariantBody = Static<typeof copyVariantBody>;
export type VariantModulesBody = Static<typeof variantModulesBody>;
export type PublishBody = Static<typeof publishBody>;
export type ContentTree = Static<typeof contentTree>;
export type TextRow = Static<typeof textRow>;
export type TextRows = Static<typeof textRows>;
export type SearchResults = Static<typeof searchResults>;
export type TextConflict = Static<typeof textConflict>;
export type ModulesConflict = Static<typeof modulesConflict>;
export type DraftDiff = Static<typeof draftDiff>;
export type ContentProblems = Static<typeof contentProblems>;
export type DraftImpact = Static<typeof draftImpact>;
export type ContentVersion = Static<typeof contentVersion>;
export type StepFilesBody = Static<typeof stepFilesBody>;
export type StepCheckBody = Static<typeof stepCheckBody>;
export type StepFiles = Static<typeof stepFiles>;
export type StepFilesConflict = Static<typeof stepFilesConflict>;
export type StepCheck = Static<typeof stepCheck>;

// Texts as CSV (/api/admin/content/csv/…)

/** A text source as the CSV and the texts tab's links name it: a namespace, or 'variant:<name>' for a variant file. */
const CSV_SOURCE = '((steps|variants)/|variant:)[a-z0-9][a-z0-9_-]{0,99}';
const csvSource = { type: 'string', pattern: `^${CSV_SOURCE}$`, maxLength: 110 } as const;
/** An upload's size: every text of the content is about 50 kB as CSV, so this leaves room and stays under the body limit. */
export const CSV_MAX_CHARS = 500_000;

export const csvExportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sources: {
      type: 'string',
      pattern: `^${CSV_SOURCE}(,${CSV_SOURCE}){0,199}$`,
      maxLength: 22_000,
      description: "comma-separated: 'steps/people,variant:general'; absent: every text",
    },
  },
} as const;

export const csvImportBody = {
  title: 'CsvImportBody',
  type: 'object',
  additionalProperties: false,
  required: ['csv'],
  properties: { csv: { type: 'string', maxLength: CSV_MAX_CHARS, description: 'the file as text (UTF-8, with or without BOM)' } },
} as const;

const csvChange = {
  type: 'object',
  additionalProperties: false,
  required: ['source', 'key', 'lng', 'old', 'new'],
  properties: {
    source: csvSource,
    key,
    lng,
    old: { type: ['string', 'null'], description: 'the text the draft holds (null: none)' },
    new: { ...text, description: 'the text as it would be stored (markup sanitized)' },
  },
} as const;

export const csvDryRun = {
  title: 'CsvDryRun',
  description: 'What applying the file would change; nothing is stored.',
  type: 'object',
  additionalProperties: false,
  required: ['changes', 'refused', 'unchanged'],
  properties: {
    changes: { type: 'array', items: csvChange },
    refused: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'source', 'key', 'reason'],
        properties: {
          row: { type: 'integer', description: 'the row as a spreadsheet numbers it (the header is row 1; 0: the whole file)' },
          source: { type: 'string' },
          key: { type: 'string' },
          reason: { type: 'string', description: 'in Czech' },
        },
      },
    },
    unchanged: { type: 'integer', description: 'texts the file holds as the draft does' },
  },
} as const;

export const csvApplyBody = {
  title: 'CsvApplyBody',
  description: "The dry run's changes to store: each is written only where the draft still holds `old`.",
  type: 'object',
  additionalProperties: false,
  required: ['changes'],
  properties: {
    changes: {
      type: 'array',
      minItems: 1,
      maxItems: 5000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'key', 'lng', 'old', 'new'],
        properties: { ...csvChange.properties, old: { type: ['string', 'null'], maxLength: 20_000 } },
      },
    },
  },
} as const;

export const csvApplied = {
  title: 'CsvApplied',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'applied', 'conflicts'],
  properties: {
    message,
    applied: { type: 'integer' },
    conflicts: {
      type: 'array',
      description: 'texts changed since the dry run (or gone): not written',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'key', 'lng', 'yours', 'theirs'],
        properties: {
          source: { type: 'string' },
          key: { type: 'string' },
          lng,
          yours: { type: 'string' },
          theirs: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

export type CsvImportBody = Static<typeof csvImportBody>;
export type CsvDryRun = Static<typeof csvDryRun>;
export type CsvApplyBody = Static<typeof csvApplyBody>;
export type CsvApplied = Static<typeof csvApplied>;
