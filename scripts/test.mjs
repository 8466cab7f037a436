// The whole test run, in the order that fails fastest: content check, lint and format, types, unit and API tests
// (PGlite and PostgreSQL), then the built app in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`=== ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}

const steps = [
  () => run('content check (npm run validate)', 'npm', ['run', '--silent', 'validate']),
  () => run('lint and format (npm run lint)', 'npm', ['run', '--silent', 'lint']),
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => {
    const ok = run('unit and API tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest.json`,
    ]);
    countVitest(`${out}/vitest.json`);
    return ok;
  },
  () => run('build', 'npm', ['run', '--silent', 'build']),
  () => {
    const ok = run('browser tests (Chromium)', 'npx', ['playwright', 'test']);
    countPlaywright(`${out}/playwright.json`);
    return ok;
  },
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
if (!ok && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
