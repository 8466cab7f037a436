/**
 * The one shape of every refusal and failure (docs/decisions.md, Server: "every body is {detail}"),
 * declared as each route's 4xx and 5xx answer. The server serializes with it, so a field a refusal
 * carries must be here or it is not sent.
 */
import type { Static } from './json-schema.js';

export const fieldError = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'message'],
  properties: {
    path: { type: 'string', description: 'a JSON pointer into the body ("" for the whole)' },
    message: { type: 'string' },
  },
} as const;

export const apiError = {
  title: 'Error',
  type: 'object',
  additionalProperties: false,
  required: ['detail'],
  properties: {
    detail: { type: 'string', description: 'in Czech, for the page to show as it is' },
    errors: {
      type: 'array',
      items: fieldError,
      description: "422 for a body that breaks its schema or a step's rules: each place and its message, the first as `detail`",
    },
    missing: {
      type: 'array',
      items: { type: 'string' },
      description: '422 for a refused completion: the pointer of every field still empty',
    },
    reason: { type: 'string', enum: ['pass_invalid'], description: "401 for a sign-in link's pass no longer taken" },
  },
} as const;

export type ApiError = Static<typeof apiError>;
