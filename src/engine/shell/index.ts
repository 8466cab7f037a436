export * from './base-url.js';
export * from './token.js';
export * from './module-status.js';
export * from './guards.js';
export * from './cookie-preferences.js';
export * from './password-rule.js';
export * from './step-card-state.js';
export * from './visible-text.js';
