import Ajv, { type Options } from 'ajv';
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
