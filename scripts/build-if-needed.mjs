// What `npm start` builds before it starts the server, and the scripts that start the built server
// (the durability check, the benchmarks) with it: the client when no published build matches the
// step files the server is about to load, or when something it is built from (the app's sources,
// the content layer, the step definitions, the texts) is newer than the last build; the server when
// dist/server is missing or older than its sources. So an edit of step-schemas/ or locales/ reaches
// members after a restart without a separate build command, and a start with nothing changed builds
// nothing. Plain JavaScript: it runs before any build exists, with no TypeScript loader.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BUILD_MANIFEST, indexFileFor, stepFilesFingerprintOf } from '../src/content/client-build-names.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (rel) => path.join(ROOT, rel);

const CLIENT_SOURCES = [
  'src/client',
  'src/engine',
  'src/content',
  'step-schemas',
  'locales',
  'scripts/vite',
  'vite.config.ts',
  'package-lock.json',
];
// The server reads step-schemas/ and locales/ when it starts, so they are not part of its build.
const SERVER_SOURCES = [
  'src/server',
  'src/engine',
  'src/content',
  'scripts/vite/publish-server-build.ts',
  'vite.server.config.ts',
  'package-lock.json',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const changedSince = (builtAt, sources) => Math.max(...sources.map((rel) => newest(at(rel)))) > builtAt;

/** 'missing', 'stale' or 'fresh'. */
function clientState() {
  const builtAt = mtime(at(path.join('dist/client', BUILD_MANIFEST)));
  if (!builtAt) return 'missing';
  const matching = existsSync(at(path.join('dist/client', indexFileFor(stepFilesFingerprintOf(at('step-schemas'))))));
  return !matching || changedSince(builtAt, CLIENT_SOURCES) ? 'stale' : 'fresh';
}

/** dist/server/main.js bears the time its build started (scripts/vite/publish-server-build.ts). */
function serverState() {
  const builtAt = mtime(at('dist/server/main.js'));
  if (!builtAt) return 'missing';
  return changedSince(builtAt, SERVER_SOURCES) ? 'stale' : 'fresh';
}

/** Builds the parts asked for that are missing or stale (`npm run build:client`, `build:server`); throws when a build fails. */
export function buildIfNeeded({ client = true, server = true } = {}) {
  const parts = [
    ['client', client, clientState],
    ['server', server, serverState],
  ];
  for (const [part, wanted, state] of parts) {
    if (!wanted) continue;
    const found = state();
    if (found === 'fresh') continue;
    console.log(found === 'missing' ? `Building the ${part} (none built yet)…` : `Rebuilding the ${part} (its sources changed)…`);
    const res = spawnSync('npm', ['run', '--silent', `build:${part}`], { cwd: ROOT, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`npm run build:${part} failed (exit ${res.status ?? res.signal})`);
  }
}
