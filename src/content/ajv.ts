import Ajv, { _, str, type CodeKeywordDefinition, type Options, type ValidateFunction } from 'ajv';
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

/**
 * `minLength` counts the text trimmed, in code points (ajv's own counts every space): '         x'
 * is one character, not ten ('… musí mít alespoň 10 znaků' holds in every step, the specification's
 * "texts trimmed"). Its error is ajv's own (keyword `minLength`, params `{limit}`), so message rules
 * naming `minLength` read it as before. Written as generated code, not a function, so the
 * browser's precompiled validators carry it inline (no eval, no runtime import).
 */
export const TRIMMED_MIN_LENGTH: CodeKeywordDefinition = {
  keyword: 'minLength',
  type: 'string',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must NOT have fewer than ${schemaCode} characters`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt) {
    cxt.fail(_`Array.from(${cxt.data}.trim()).length < ${cxt.schemaCode}`);
  },
};

/** The step validators' own keywords on an ajv made with AJV_OPTIONS (server and build alike). */
export function withStepKeywords(ajv: Ajv): Ajv {
  addFormats(ajv);
  ajv.removeKeyword('minLength');
  ajv.addKeyword(TRIMMED_MIN_LENGTH);
  return ajv;
}

export function newAjv(allErrors: boolean): Ajv {
  return withStepKeywords(new Ajv({ ...AJV_OPTIONS, allErrors }));
}

/**
 * A validator compiled when it first validates: compiling every step's two validators and every
 * route's request schemas at start was a large part of each server start (docs/performance.md). A
 * step schema ajv refuses is `npm run validate`'s to report, a route's the test suite's (it calls
 * every route); neither is the start's any more.
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
