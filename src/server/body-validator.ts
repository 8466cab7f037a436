import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { compiledOnFirstUse } from '../content/ajv.js';

/**
 * Bodies are checked strictly: no type coercion and no silently dropped properties, so
 * `"field_1": 123` is a 422 rather than a stored "123". Params and querystrings arrive as
 * strings, so their validator coerces. Each route's validator is compiled by its first request.
 */
export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const make = (coerceTypes: boolean) => {
    let ajv: Ajv | undefined;
    return () => {
      if (!ajv) {
        ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: coerceTypes, allErrors: false, strict: false });
        addFormats(ajv);
      }
      return ajv;
    };
  };
  const strict = make(false);
  const coercing = make(true);
  return (route) => compiledOnFirstUse(() => (route.httpPart === 'body' ? strict() : coercing()).compile(route.schema as object));
}
