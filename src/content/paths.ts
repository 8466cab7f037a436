import path from 'node:path';

/** The content a running server, the build and `npm run validate` read: step-schemas/ and locales/. */
export const STEP_SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../step-schemas');
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
