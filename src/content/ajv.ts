import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** One set of options for the server's validators and the browser's precompiled ones, so both judge alike. */
export const AJV_OPTIONS = { strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false } as const;

export function newAjv(allErrors: boolean): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors });
  addFormats(ajv);
  return ajv;
}
