// `npm start` builds what is not built yet: the client bundle (with its precompiled validators).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('dist/client/index.html')) {
  console.log('Building the client (first start)…');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
