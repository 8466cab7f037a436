// `npm start` builds the client when no published build matches the step files the server is about
// to load, or when something the client is built from (the app's sources, the content layer, the
// step definitions, the texts) is newer than the last build; so an edit of step-schemas/ or locales/
// reaches members after a restart without a separate build command.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BUILD_MANIFEST, indexFileFor } from '../src/content/client-build.ts';
import { stepFilesFingerprint } from '../src/content/fingerprint.ts';

const PUBLISHED = 'dist/client';
const SOURCES = ['src/client', 'src/engine', 'src/content', 'step-schemas', 'locales', 'scripts/vite', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const manifest = path.join(PUBLISHED, BUILD_MANIFEST);
const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const matching = existsSync(path.join(PUBLISHED, indexFileFor(stepFilesFingerprint())));
if (!matching || Math.max(...SOURCES.map(newest)) > builtAt) {
  console.log(builtAt ? 'Rebuilding the client (its sources changed)…' : 'Building the client (first start)…');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
