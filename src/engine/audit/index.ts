export * from './csv.js';
export * from './diff.js';
export * from './redact.js';
