import path from 'node:path';

/**
 * Where a browser-test server keeps its embedded database and its outbox: under .test-results,
 * wiped by the server at start, so a journey can read the e-mails it sent (DATA_DIR/outbox).
 */
export const e2eDataDir = (port: number | string) => path.resolve('.test-results', `e2e-data-${port}`);
