import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock of its own, and two processes on one directory lose acknowledged
 * writes. This lock file names its owner by pid and start time; a lock whose process is gone is
 * taken over, and so is one whose pid now belongs to a process started later (pid reuse after a
 * crash), which would otherwise refuse every start until someone deleted the file.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const mine = ownerLine(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
        } catch {
          /* already gone: nothing to release */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pid, started] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = Number(pid);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner, started)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${owner}). ` +
            'Stop it first, or use DATABASE_URL with PostgreSQL to run several processes.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

/** "pid start-time", or the pid alone where the system does not tell start times. */
function ownerLine(pid: number): string {
  const started = startTimeOf(pid);
  return started ? `${pid} ${started}` : String(pid);
}

/** Whether the process that wrote the lock still runs: its pid alive and, when both are known, started when it was. */
function isRunning(pid: number, started: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTimeOf(pid);
  return !started || !now || started === now;
}

/** Linux: field 22 of /proc/<pid>/stat, the start time in clock ticks after boot. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, may hold spaces and parentheses: count from after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
