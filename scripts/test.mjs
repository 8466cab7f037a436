// The whole test run, in the order that fails fastest: content check, lint and format, types beside the build,
// unit and API tests (PGlite and PostgreSQL), then the built app in Chromium. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

/**
 * Two commands side by side, each on a core of its own (type checking and the build each keep one
 * busy), their output kept apart and printed after both have ended.
 */
async function runBoth(a, b) {
  const one = ({ label, cmd, args }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '0' } });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (code) => resolve({ label, output, ok: code === 0, took: (Date.now() - started) / 1000 }));
    });
  const results = await Promise.all([one(a), one(b)]);
  for (const { label, output, ok, took } of results) {
    console.log(`\n=== ${label}`);
    process.stdout.write(output);
    console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${took.toFixed(1)} s`);
  }
  return results.every((r) => r.ok);
}

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
  // The build before the API tests: those that start the built server then find it made (scripts/build-if-needed.mjs).
  () =>
    runBoth(
      { label: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
      { label: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
    ),
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
  () => {
    const ok = run('browser tests (Chromium)', 'npx', ['playwright', 'test']);
    countPlaywright(`${out}/playwright.json`);
    return ok;
  },
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
if (!ok && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
