import fs from 'node:fs';
import path from 'node:path';

/** Files and directories the server makes from now on are its user's alone (0600 and 0700). */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Takes from group and others every permission on `dir` and what it holds (directories 0700, files 0600), and
 * returns how many it had to change. The umask is not enough: PGlite's WebAssembly file system sets modes itself,
 * 0666 for the files of a new database and 0644 for those PostgreSQL writes with fopen (pg_internal.init as it
 * opens, statistics as it closes), and a directory of an older release was made before the umask. Since DATA_DIR
 * itself is 0700, a file PGlite makes while it runs is out of other users' reach until the next sweep. Those files hold the generated JWT secret, password hashes and members' texts, so one
 * readable by another local user hands out an administrator's token. Symbolic links are left alone: their own mode
 * means nothing, and following one could reach outside the directory.
 */
export function makePrivate(dir: string): number {
  let changed = 0;
  const visit = (p: string) => {
    const stat = fs.lstatSync(p, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(p, stat.isDirectory() ? 0o700 : 0o600);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return changed;
}
