import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * One set of options for the server's validators and the browser's precompiled ones, so both
 * judge alike. strictSchema refuses a keyword ajv does not know (a misspelt "maxlength" would
 * otherwise check nothing); `completion` is ours (step-schemas/README.md). strictTypes and
 * strictRequired stay off: a completion block names its parent's properties and keywords
 * ("required": ["goal"], "minItems" in a "then") without restating their types.
 */
export const AJV_OPTIONS: Options = {
  strictSchema: true,
  strictNumbers: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  keywords: ['completion'],
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
};

export function newAjv(allErrors: boolean): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors });
  addFormats(ajv);
  return ajv;
}

/**
 * A validator compiled when it first validates: compiling every step's two validators at start took
 * a fifth of a second of each server start, every route's request schemas another tenth. A step
 * schema ajv refuses is `npm run validate`'s to report, a route's the test suite's (it calls every
 * route); neither is the start's any more.
 */
export function compiledOnFirstUse<T = unknown>(compile: () => ValidateFunction<T>): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction<T>;
  return validate;
}
