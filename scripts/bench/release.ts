// The release a benchmark measures today's code against, in the same run on the same machine:
// checked out from git into a temporary worktree that shares this checkout's node_modules (the
// dependencies did not change between them), built there, and removed afterwards. A ratio between
// the two is what these shared, noisy machines can compare across days; absolute figures are not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The release before issue 31 (the last commit whose step API wrote protocol bytes by hand and
 * whose sign-in page loaded behind the whole entry chunk). `--release <ref>` picks another one.
 */
export const RELEASE_REF = 'fee75a3';

export function releaseRef(argv = process.argv): string {
  const i = argv.indexOf('--release');
  return (i >= 0 && argv[i + 1]) || RELEASE_REF;
}

export interface ReleaseCheckout {
  ref: string;
  /** The worktree's root. */
  dir: string;
  /** Runs an npm script there (for example 'build:client' or 'build'), output inherited. */
  npm(script: string): void;
  remove(): void;
}

export function checkoutRelease(ref = releaseRef()): ReleaseCheckout {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `release-${ref.replace(/[^\w.-]/g, '_')}-`));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, ref], { cwd: ROOT, stdio: 'ignore' });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const remove = () => {
    if (!fs.existsSync(dir)) return;
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', remove);
  return {
    ref,
    dir,
    npm: (script) => execFileSync('npm', ['run', '--silent', script], { cwd: dir, stdio: 'inherit' }),
    remove,
  };
}
