import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { draftSchema } from '../../../engine/steps/index.js';
import type { CompiledStep } from '../../../content/step-definitions.js';
import {
  completed,
  deckGenerated,
  deckParams,
  deckResults,
  deckAudience,
  deckResultsQuery,
  dependentsReset,
  impact,
  itemBody,
  itemRow,
  partBody,
  partList,
  partSaved,
  publishedStepParams,
  PPTX,
  resetDependentsBody,
  stepConflict,
  stepData,
  stepHeaders,
  undoBody,
  undone,
} from '../../../contracts/steps.js';
import { API_TAG } from '../../api-docs.js';
import type { DeckDefinition } from '../../../engine/deck/index.js';
import { requestValidatorCompiler } from '../../body-validator.js';
import { pathId } from '../../plugins/path-ids.js';
import { DECKS_PER_MINUTE } from '../../services/deck-limits.js';

const stepName = (module: string, step: string) => `${module}/${step}`;
const tags = [API_TAG.steps];

/** An answer that carries the step's version and status as headers (pipeline.ts, send). */
const withStepHeaders = <S extends object>(schema: S) => ({ ...schema, headers: stepHeaders });

export const loadSchema = (module: string, step: string): FastifySchema => ({
  tags,
  summary: `Load the stored data of step ${stepName(module, step)}`,
  response: { 200: withStepHeaders(stepData) },
});

/**
 * The step's draft schema is the save route's body for the OpenAPI document only: the handler
 * validates with the step's precompiled draft validator, whose 422 names the first wrong path,
 * so Fastify must not validate it a second time (see skipBodyValidation).
 */
export function saveSchema(module: string, step: string, def: CompiledStep | undefined): FastifySchema {
  const summary = `Save a draft of step ${stepName(module, step)}`;
  const response = { 200: withStepHeaders(stepData), 409: stepConflict };
  return def?.schema ? { tags, summary, body: draftSchema(def.schema), response } : { tags, summary, response };
}

const requestValidator = requestValidatorCompiler();

/** Route option for a body schema that documents what the handler itself validates; path and query are checked as usual. */
export const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : requestValidator(route);

export const completeSchema = (module: string, step: string): FastifySchema => ({
  tags,
  summary: `Complete step ${stepName(module, step)}`,
  response: { 200: completed },
});

export const completeAliasSchema = (module: string, step: string): FastifySchema => ({
  tags,
  summary: `Complete step ${stepName(module, step)} (another address of its completion)`,
  response: { 200: completed },
});

/**
 * The routes of a step published after the server started (a new step or module from the studio):
 * the same answers as a step's own routes; an address no step of the version in use has is 404.
 */
const publishedNote =
  'a step published after the server started (its own routes take precedence; an address no step of the version in use has: 404)';

export const publishedLoadSchema: FastifySchema = {
  tags,
  summary: `Load the stored data of ${publishedNote}`,
  params: publishedStepParams,
  response: { 200: withStepHeaders(stepData) },
};

/** The body is the step's draft, validated by the handler against the version in use (skipBodyValidation). */
export const publishedSaveSchema: FastifySchema = {
  tags,
  summary: `Save a draft of ${publishedNote}`,
  params: publishedStepParams,
  body: { type: 'object', description: "the step's data as its schema shapes it" },
  response: { 200: withStepHeaders(stepData), 409: stepConflict },
};

export const publishedCompleteSchema: FastifySchema = {
  tags,
  summary: `Complete ${publishedNote}`,
  params: publishedStepParams,
  response: { 200: completed },
};

export const resetDependentsSchema = (module: string): FastifySchema => ({
  tags,
  summary: `Reopen the completed steps of module ${module} after the named one`,
  body: resetDependentsBody,
  response: { 200: dependentsReset },
});

/** The body is optional: without it (or without `audience`) the deck's first audience's deck, the full one, is made. */
const audienceIds = (deck: DeckDefinition) => (deck.audiences ?? []).map((a) => a.id);

export const deckGenerateSchema = (module: string, step: string, deck: DeckDefinition): FastifySchema => ({
  tags,
  summary: `Generate the deck of step ${stepName(module, step)} from the member's stored data: {message, download_url}; one at a time per member and ${DECKS_PER_MINUTE} a minute, else 429 (with Retry-After past the rate)`,
  response: { 200: deckGenerated },
  body: { type: ['object', 'null'], properties: { audience: deckAudience(audienceIds(deck)) } },
});

export const deckResultsSchema = (module: string, step: string, deck: DeckDefinition): FastifySchema => ({
  tags,
  summary: `The results of step ${stepName(module, step)}'s deck for one audience, for the printable results page: the team outlook and, for the management, the member-by-value view (no individual rating in the team's); the deck's gate`,
  querystring: deckResultsQuery(audienceIds(deck)),
  response: { 200: deckResults },
});

export const deckDownloadSchema = (module: string, step: string): FastifySchema => ({
  tags,
  summary: `Download a generated deck of step ${stepName(module, step)} (.pptx; its owner only)`,
  params: deckParams,
  response: { 200: { description: 'the .pptx file', content: { [PPTX]: { schema: { type: 'string' } } } } },
});

export const partReadSchema = (module: string, step: string, part: string): FastifySchema => ({
  tags,
  summary: `Load the ${part} of step ${stepName(module, step)}`,
  response: { 200: withStepHeaders(partList) },
});

export const partWriteSchema = (module: string, step: string, part: string, key: string): FastifySchema => ({
  tags,
  summary: `Save the ${part} of step ${stepName(module, step)}: {${key}: [...]} replaces them; the step is saved as a whole save does`,
  body: partBody(key),
  response: { 200: withStepHeaders(partSaved(key)), 409: stepConflict },
});

export const itemSaveSchema = (module: string, step: string, fields: readonly string[]): FastifySchema => ({
  tags,
  summary: `Save the texts of one row of step ${stepName(module, step)} by its id`,
  // A row's id lives in the step's JSON, not in an integer column.
  params: { type: 'object', required: ['id'], properties: { id: pathId(Number.MAX_SAFE_INTEGER) } },
  body: itemBody(fields),
  response: { 200: withStepHeaders(itemRow), 409: stepConflict },
});

/** The body is the step's draft, as a save's: documented here, validated by the handler (skipBodyValidation). */
export function impactSchema(module: string, step: string, def: CompiledStep | undefined): FastifySchema {
  const summary = `What a change of step ${stepName(module, step)} would reopen and take along ({reopen, losses}); nothing is stored`;
  const response = { 200: impact };
  return def?.schema ? { tags, summary, body: draftSchema(def.schema), response } : { tags, summary, response };
}

export const undoSchema = (module: string, step: string): FastifySchema => ({
  tags,
  summary: `Take back the last change of step ${stepName(module, step)} while the step is at the version it made ({data, version, restored_steps}; 409 when it can no longer be taken back)`,
  body: undoBody,
  response: { 200: withStepHeaders(undone) },
});
