/**
 * A step's data routes (/api/<module-with-dashes>/<endpoint> and the addresses its rules add). What
 * a step holds is its own schema's (step-schemas/<module>/<step>.schema.json), so a step's data is an
 * open object here; what every step shares is declared: the version and status beside the data, the
 * completion, the conflict, the impact and undo of a change, the reset of later steps and the deck.
 */
import type { Static } from './json-schema.js';
import { INT_MAX } from './limits.js';
import { apiError } from './errors.js';

const text = { type: 'string' } as const;
const message = { type: 'string', description: 'in Czech' } as const;
const stepKeys = { type: 'array', items: { type: 'string', description: '"<module>/<step>"' } } as const;

// Requests

export const resetDependentsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['step_name'],
  properties: { step_name: { type: 'string', minLength: 1, maxLength: 100, description: 'a step of this module open to the member' } },
} as const;

export const undoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 1, maximum: INT_MAX, description: 'the version the change to take back made' } },
} as const;

/** A writable part's body: `{<property>: [...]}` replaces the list; the handler checks that nothing else is sent. */
export const partBody = (key: string) => ({ type: 'object', required: [key], properties: { [key]: { type: 'array' } } }) as const;

/** One row's texts (rules.itemSave): only the rule's fields, each a text. */
export const itemBody = (fields: readonly string[]) =>
  ({ type: 'object', properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])) }) as const;

/** A step published after the server started, by its address: /api/<module-with-dashes>/<endpoint>. */
export const publishedStepParams = {
  type: 'object',
  required: ['module', 'endpoint'],
  properties: {
    module: { type: 'string', maxLength: 100, description: "the module's name with dashes for underscores" },
    endpoint: { type: 'string', maxLength: 100, description: "the step's endpoint in its variant file" },
  },
} as const;

/** A generated deck's id. */
export const deckParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

// Answers

const openData = { type: 'object', additionalProperties: true } as const;

/** The member's data of one step, shaped by the step's schema. */
export const stepData = {
  ...openData,
  title: 'StepData',
  description: "The step's data as its schema shapes it; its version and status come as headers (ETag, X-Step-Status).",
} as const;

export const STORED_STATUSES = ['in_progress', 'completed'] as const;

/** The headers beside a step's data (its read, save, part and row answers): the OpenAPI document shows them. */
export const stepHeaders = {
  etag: { type: 'string', description: '"<version>" of the stored step ("0" while nothing is stored): send it back as If-Match' },
  'x-step-status': { type: 'string', enum: STORED_STATUSES },
  'x-steps-reopened': {
    type: 'string',
    description: 'a save that reopened steps of other modules: their "<module>/<step>", comma-separated (absent otherwise)',
  },
} as const;

/** A save whose If-Match names an older version: the stored copy, to merge with and send again. */
export const stepConflict = {
  ...apiError,
  title: 'StepConflict',
  description: 'Error, and the data and version stored now.',
  required: [...apiError.required, 'current', 'version'],
  properties: {
    ...apiError.properties,
    current: { type: ['object', 'null'], additionalProperties: true, description: 'the stored data; null while nothing is stored' },
    version: { type: ['integer', 'null'] },
  },
} as const;

export const completed = {
  type: 'object',
  additionalProperties: true,
  required: ['message', 'step_name', 'status'],
  description: "Any further field is one the step's rules set on completion (rules.completionResult, as redirect_to_strategy).",
  properties: { message, step_name: text, status: { type: 'string', enum: ['completed'] } },
} as const;

export const partList = { type: 'array', description: "the part's rows or values" } as const;

export const partSaved = (key: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [key],
    properties: { [key]: { ...partList, description: 'as stored' } },
  }) as const;

export const itemRow = { ...openData, description: 'the row as stored' } as const;

export const impact = {
  type: 'object',
  additionalProperties: false,
  required: ['reopen', 'losses'],
  properties: {
    reopen: {
      type: 'array',
      description: 'the completed steps the change would reopen',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['step', 'title'],
        properties: { step: { ...text, description: '"<module>/<step>"' }, title: text },
      },
    },
    losses: {
      type: 'array',
      description: 'what the member wrote that would leave a list, in this step or a later one',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['step', 'title', 'count', 'text'],
        properties: { step: { ...text, description: '"<module>/<step>"' }, title: text, count: { type: 'integer' }, text: message },
      },
    },
  },
} as const;

export const undone = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'version', 'restored_steps'],
  properties: {
    data: { ...openData, description: "the step's data as it was before the change" },
    version: { type: 'integer', description: 'the version the undo stored' },
    restored_steps: { ...stepKeys, description: 'the later steps that got their state back' },
  },
} as const;

export const dependentsReset = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'reset_steps'],
  properties: {
    message,
    reset_steps: { type: 'array', items: text, description: 'the step names of this module reopened' },
    reset_elsewhere: { ...stepKeys, description: 'the steps of other modules reopened; absent when none' },
  },
} as const;

export const deckGenerated = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'download_url'],
  properties: { message, download_url: { ...text, description: '/api/<module>/<endpoint>/<id>: the .pptx, for an hour' } },
} as const;

const hexColour = { type: 'string', pattern: '^[0-9A-F]{6}$', description: "a band's colour, six hex digits" } as const;
const legend = {
  type: 'array',
  description: 'the score bands, best first',
  items: { type: 'object', additionalProperties: false, required: ['label', 'fill'], properties: { label: text, fill: hexColour } },
} as const;
const cell = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text, fill: hexColour, bold: { type: 'boolean' }, align: { type: 'string', enum: ['center'] } },
} as const;

/**
 * A deck's audience as a request names it. Which ones the deck has is the content version's to say
 * (an author may add one), so the route checks membership per request, not this schema.
 */
export const deckAudience = (audiences: readonly string[]) =>
  ({
    type: 'string',
    pattern: '^[a-z][a-zA-Z0-9]*$',
    maxLength: 50,
    description: `one of the deck's audiences (${audiences.join(', ') || 'none'} at start); the first when absent`,
  }) as const;

/** Whose view of the results: a deck's audience (the deck's first, the full one, when absent). */
export const deckResultsQuery = (audiences: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { audience: deckAudience(audiences) },
  }) as const;

/**
 * A deck's results for one audience, texts final (Czech, decimal commas): the team outlook
 * (`outlook`: a bar per rated value) and, for the management, the member-by-value view (`matrix`:
 * the deck's heat map whole); `empty` while its source is not filled in.
 */
export const deckResults = {
  type: 'object',
  additionalProperties: false,
  required: ['audience', 'team', 'date', 'sections'],
  properties: {
    audience: { ...text, description: 'the audience shown' },
    team: { ...text, description: "the member's team (company) name" },
    date: { ...text, description: 'today in Prague, Czech notation' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'title'],
        properties: {
          kind: { type: 'string', enum: ['outlook', 'matrix', 'empty'] },
          title: text,
          message: { ...message, description: 'empty: what is missing' },
          headline: { ...message, description: "outlook: the team's average, its best and weakest value" },
          axisTitle: { ...text, description: 'outlook: the scale' },
          min: { type: 'number', description: 'outlook: the best end of the scale' },
          max: { type: 'number', description: 'outlook: the worst end of the scale' },
          bars: {
            type: 'array',
            description: 'outlook: a rated value each',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'score', 'text', 'band', 'fill'],
              properties: { name: text, score: { type: 'number' }, text, band: text, fill: hexColour },
            },
          },
          columns: { type: 'array', items: text, description: 'matrix: the member, each value, the average' },
          rows: { type: 'array', items: { type: 'array', items: cell }, description: "matrix: a member each, the values' averages last" },
          legend,
        },
      },
    },
  },
} as const;

export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export type StepData = Static<typeof stepData>;
export type StoredStatus = (typeof STORED_STATUSES)[number];
export type StepConflictBody = Static<typeof stepConflict>;
export type Completed = Static<typeof completed>;
export type Impact = Static<typeof impact>;
export type Undone = Static<typeof undone>;
export type DependentsReset = Static<typeof dependentsReset>;
export type DeckGenerated = Static<typeof deckGenerated>;
export type DeckResults = Static<typeof deckResults>;
export type ItemRow = Static<typeof itemRow>;
