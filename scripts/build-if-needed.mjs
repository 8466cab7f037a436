// `npm start` builds the client when it is missing or older than what it is built from (the app's
// sources, the step definitions and the texts), so an edit of step-schemas/ or locales/ shows
// after a restart without a separate build command.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const BUILT = 'dist/client/index.html';
const SOURCES = ['src/client', 'src/engine', 'step-schemas', 'locales', 'scripts/vite', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newest));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Rebuilding the client (its sources changed)…' : 'Building the client (first start)…');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
