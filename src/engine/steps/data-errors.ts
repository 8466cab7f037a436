import type { DataError } from './types.js';

/** The part of an ajv error the engine reads (ajv's ErrorObject, without depending on ajv). */
export interface RawSchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** Errors inside a failed anyOf/oneOf/contains branch explain that one failure; they are not failures of their own. */
const BRANCH = /\/(anyOf|oneOf)\/\d+\/|\/contains\//;

/**
 * ajv's errors in the engine's neutral form: a `required` error points at the missing property;
 * branch explanations and the bare `if` error (its `then` errors are reported) are left out.
 * Browser and server share it, so both name the same first message.
 */
export function dataErrors(errors: readonly RawSchemaError[] | null | undefined): DataError[] {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if' && !BRANCH.test(e.schemaPath))
    .map((e) => ({
      path: e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath,
      keyword: e.keyword,
    }));
}

/**
 * An error of the engine's own rules (a repeated text of rules.unique, a count of rules.counts):
 * it speaks of filled content, so only a message rule naming its keyword shows it, and it never
 * counts as missing content.
 */
export const isRuleError = (e: DataError) => e.keyword === 'unique' || e.params?.count !== undefined;
