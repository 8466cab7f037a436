export * from './types.js';
export * from './access.js';
export * from './module-view.js';
