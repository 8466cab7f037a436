export * from './spreadsheet-cells.js';
export * from './progress-report.js';
