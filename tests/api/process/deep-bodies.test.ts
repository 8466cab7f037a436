import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { P95_LIMIT_MS, passed, runDeepBodies } from '../../../scripts/bench/deep-bodies/under-attack.js';
import { freePortPair } from '../../../scripts/support/server-process.js';

// `npm run bench:deep-bodies` once and shorter. About the HTTP layer, which refuses the bodies before any
// database work, not about the database: once is enough.
describe('the built server while two clients without a token send 1 MB bodies nested 500,000 deep', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deep-bodies-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(`refuses each unparsed (401 or 413) and keeps a member's autosave under ${P95_LIMIT_MS} ms at p95`, async () => {
    const result = await runDeepBodies({
      target: { port: await freePortPair(), dataDir },
      quietSeconds: 2,
      attackSeconds: 8,
      attackers: 2,
    });
    // Before the bodies were bounded each was parsed (the step save's 401 came after it, the sign-in's 422), about 10 a second.
    expect(Object.keys(result.attacks).sort()).toEqual(expect.arrayContaining(['401', '413']));
    for (const status of Object.keys(result.attacks)) expect(['401', '413', 'reset']).toContain(status);
    expect(result.attacked.saves).toBeGreaterThan(100);
    expect(passed(result), JSON.stringify(result)).toBe(true);
  }, 60_000);
});
