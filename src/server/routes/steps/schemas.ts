import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { draftSchema } from '../../../engine/steps/index.js';
import type { CompiledStep } from '../../../content/step-definitions.js';
import type { DeckDefinition } from '../../../engine/deck/index.js';
import { requestValidatorCompiler } from '../../body-validator.js';
import { pathId } from '../../plugins/path-ids.js';
import { DECKS_PER_MINUTE } from '../../services/deck-limits.js';

const stepName = (module: string, step: string) => `${module}/${step}`;

export const loadSchema = (module: string, step: string): FastifySchema => ({
  summary: `Load the stored data of step ${stepName(module, step)}`,
});

/**
 * The step's draft schema is the save route's body for the OpenAPI document only: the handler
 * validates with the step's precompiled draft validator, whose 422 names the first wrong path,
 * so Fastify must not validate it a second time (see skipBodyValidation).
 */
export function saveSchema(module: string, step: string, def: CompiledStep | undefined): FastifySchema {
  const summary = `Save a draft of step ${stepName(module, step)}`;
  return def?.schema ? { summary, body: draftSchema(def.schema) } : { summary };
}

const requestValidator = requestValidatorCompiler();

/** Route option for a body schema that documents what the handler itself validates; path and query are checked as usual. */
export const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : requestValidator(route);

export const completeSchema = (module: string, step: string): FastifySchema => ({ summary: `Complete step ${stepName(module, step)}` });

export const completeAliasSchema = (module: string, step: string): FastifySchema => ({
  summary: `Complete step ${stepName(module, step)} (another address of its completion)`,
});

const resetDependentsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['step_name'],
  properties: { step_name: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const resetDependentsSchema = (module: string): FastifySchema => ({
  summary: `Reopen the completed steps of module ${module} after the named one`,
  body: resetDependentsBody,
});

/** The body is optional: without it (or without `audience`) the deck's first audience's deck, the full one, is made. */
export const deckGenerateSchema = (module: string, step: string, deck: DeckDefinition): FastifySchema => ({
  summary: `Generate the deck of step ${stepName(module, step)} from the member's stored data: {message, download_url}; one at a time per member and ${DECKS_PER_MINUTE} a minute, else 429 (with Retry-After past the rate)`,
  ...(deck.audiences?.length
    ? {
        body: {
          type: ['object', 'null'],
          properties: { audience: { type: 'string', enum: deck.audiences.map((a) => a.id), description: 'who the deck is for' } },
        },
      }
    : {}),
});

export const deckDownloadSchema = (module: string, step: string): FastifySchema => ({
  summary: `Download a generated deck of step ${stepName(module, step)} (.pptx; its owner only)`,
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
});

export const partReadSchema = (module: string, step: string, part: string): FastifySchema => ({
  summary: `Load the ${part} of step ${stepName(module, step)}`,
});

export const partWriteSchema = (module: string, step: string, part: string, key: string): FastifySchema => ({
  summary: `Save the ${part} of step ${stepName(module, step)}: {${key}: [...]} replaces them; the step is saved as a whole save does`,
  body: { type: 'object', required: [key], properties: { [key]: { type: 'array' } } },
});

export const itemSaveSchema = (module: string, step: string, fields: readonly string[]): FastifySchema => ({
  summary: `Save the texts of one row of step ${stepName(module, step)} by its id`,
  // A row's id lives in the step's JSON, not in an integer column.
  params: { type: 'object', required: ['id'], properties: { id: pathId(Number.MAX_SAFE_INTEGER) } },
  body: { type: 'object', properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])) },
});

/** The body is the step's draft, as a save's: documented here, validated by the handler (skipBodyValidation). */
export function impactSchema(module: string, step: string, def: CompiledStep | undefined): FastifySchema {
  const summary = `What a change of step ${stepName(module, step)} would reopen and take along ({reopen, losses}); nothing is stored`;
  return def?.schema ? { summary, body: draftSchema(def.schema) } : { summary };
}

export const undoSchema = (module: string, step: string): FastifySchema => ({
  summary: `Take back the last change of step ${stepName(module, step)} while the step is at the version it made ({data, version, restored_steps}; 409 when it can no longer be taken back)`,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
});
