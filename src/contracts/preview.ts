/**
 * The step preview's data (issue 33 item 2): what a step that builds on other steps shows, from
 * sample data the server makes or from one member's stored data, read only.
 */
import type { Static } from './json-schema.js';
import { INT_MAX } from './limits.js';

const stepName = { type: 'string', pattern: '^[a-z0-9_]{1,100}$' } as const;
const data = { type: 'object', maxProperties: 200, description: "the step's data" } as const;

/** Where the steps the previewed one reads take their data from; its properties join the data's and the check's bodies. */
export const previewSource = {
  type: 'object',
  properties: {
    source: {
      type: 'string',
      enum: ['sample', 'member'],
      description:
        '`sample`: sample data the server makes from the files of every step the previewed one reads; `member`: the stored data of `user_id`, read only; absent: those steps hold nothing (their empty states)',
    },
    user_id: { type: 'integer', minimum: 1, maximum: INT_MAX, description: 'the member whose data is shown; with `source` `member`' },
    variant: { ...stepName, description: 'the variant the member must hold now; with `source` `member`' },
  },
} as const;

export const previewDataBody = {
  type: 'object',
  additionalProperties: false,
  required: ['module', 'step'],
  properties: {
    module: stepName,
    step: stepName,
    ...previewSource.properties,
    data: {
      ...data,
      description:
        "what the author has in the preview now, instead of the step's stored data (none with `sample`): its derived lists are computed again and values of fields the draft no longer has are dropped",
    },
  },
} as const;

const choice = {
  type: 'object',
  additionalProperties: false,
  required: ['values', 'emptyMessage'],
  properties: { values: { type: 'array', items: { type: 'string' } }, emptyMessage: { type: 'string' } },
} as const;

export const previewData = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'choices', 'reads'],
  properties: {
    data: { type: 'object', additionalProperties: true, description: "the previewed step's data as a member's read computes it" },
    choices: {
      type: 'object',
      additionalProperties: choice,
      description: 'what each field choosing from another step offers, by its pointer pattern (rules.optionSources target)',
    },
    reads: { type: 'array', items: { type: 'string' }, description: 'the steps (<module>/<step>) the data comes from, sources first' },
  },
} as const;

export const previewMembersQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['variant'],
  properties: { variant: stepName },
} as const;

export const previewMembers = {
  type: 'object',
  additionalProperties: false,
  required: ['members'],
  properties: {
    members: {
      type: 'array',
      description:
        'members (role user, active) holding the variant now, by name; at most 500. No e-mail: an author needs to tell members apart, not to reach them',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer' },
          name: { type: ['string', 'null'], description: "the profile's name (null: none given; the studio shows 'Člen č. <id>')" },
        },
      },
    },
  },
} as const;

export type PreviewSource = 'sample' | 'member';
export type PreviewDataBody = Static<typeof previewDataBody>;
export type PreviewData = Static<typeof previewData>;
export type PreviewMembers = Static<typeof previewMembers>;
