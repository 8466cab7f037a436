/**
 * Which directories under DATA_DIR/content may go (docs/decisions.md, "Content versions"). A
 * version's directory is read only while a process builds it, which happens within about a second
 * of its publication (or at a start, of the newest); so a directory is kept while it is the one in
 * use here, among the newest versions, or young enough that a process may still be reading it.
 */
export interface DirEntry {
  name: string;
  /** When it was written (a directory is written once, under a temporary name, then renamed). */
  mtimeMs: number;
}

/** The newest versions kept however old: a restore, or a process slow to swap, still finds them. */
export const KEEP_NEWEST = 5;
/** Nothing younger than this is removed: a process building it, or a writer about to rename it, may be at work. */
export const GRACE_MS = 60 * 60 * 1000;

const VERSION_DIR = /^(\d+)-[0-9a-f]+$/;
/** A version being written (`.tmp-…`) or removed (`.trash-…`) by some process. */
const WORK_DIR = /^\.(tmp|trash)-/;

export function staleVersionDirs(entries: readonly DirEntry[], inUse: string, now: number): string[] {
  const versions = entries
    .map((e) => ({ ...e, id: Number(VERSION_DIR.exec(e.name)?.[1] ?? Number.NaN) }))
    .filter((e) => Number.isSafeInteger(e.id));
  const newest = new Set([...new Set(versions.map((e) => e.id))].sort((a, b) => b - a).slice(0, KEEP_NEWEST));
  const old = (e: DirEntry) => now - e.mtimeMs > GRACE_MS;
  return [
    ...versions.filter((e) => e.name !== inUse && !newest.has(e.id) && old(e)),
    ...entries.filter((e) => WORK_DIR.test(e.name) && old(e)),
  ]
    .map((e) => e.name)
    .sort();
}
