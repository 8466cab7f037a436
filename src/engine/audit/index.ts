export * from './actions.js';
export * from './csv.js';
export * from './diff.js';
export * from './redact.js';
