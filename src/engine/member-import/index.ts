export * from './columns.js';
export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../contracts/limits.js';
export * from './parse.js';
export * from './check.js';
