export * from './types.js';
export * from './access.js';
export * from './module-view.js';
export * from './step-way.js';
export * from './member-progress.js';
export * from './company-progress.js';
