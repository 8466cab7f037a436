export * from './types.js';
export * from './derived-schemas.js';
export * from './messages.js';
export * from './conditions.js';
export * from './next-route.js';
export * from './data-errors.js';
export * from './form-data.js';
export * from './widget-names.js';
