import fs from 'node:fs';
import path from 'node:path';
import { BUILD_MANIFEST, indexFileFor, readBuildManifest, type PublishedBuild } from '../../src/content/client-build.js';

/** How many builds stay published: the newest and the ones before it, for tabs still open on them. */
export const KEPT_BUILDS = 3;

interface Options {
  /** The directory vite just built into (its index.html and everything it loads). */
  from: string;
  /** The directory the server serves (dist/client). */
  to: string;
  fingerprint: string;
  keep?: number;
  now?: Date;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix + e.name;
    return e.isDirectory() ? filesUnder(path.join(dir, e.name), `${rel}/`) : [rel];
  });
}

/** Replaces `dest` in one rename, so a reader sees the old file or the new one, never a part. */
function writeAtomically(dest: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, dest);
}

function sameContent(a: string, b: string): boolean {
  return fs.existsSync(b) && fs.statSync(a).size === fs.statSync(b).size && fs.readFileSync(a).equals(fs.readFileSync(b));
}

/**
 * Publishes a build next to the ones a running server may still hand out: its files first (an
 * existing hashed file is the same file and stays as it is), then its page, then the manifest,
 * and only then removes the files of builds that fell out of the kept ones and no kept build
 * lists. Pages and tabs loaded from an earlier build keep finding every chunk they ask for.
 */
export function publishBuild({ from, to, fingerprint, keep = KEPT_BUILDS, now = new Date() }: Options): PublishedBuild {
  const files = filesUnder(from)
    .filter((f) => f !== 'index.html')
    .sort();
  for (const rel of files) {
    const src = path.join(from, rel);
    const dest = path.join(to, rel);
    if (!sameContent(src, dest)) writeAtomically(dest, fs.readFileSync(src));
  }
  const build: PublishedBuild = { fingerprint, index: indexFileFor(fingerprint), files, built_at: now.toISOString() };
  writeAtomically(path.join(to, build.index), fs.readFileSync(path.join(from, 'index.html')));

  const previous = readBuildManifest(to);
  const kept = [build, ...previous].slice(0, keep);
  writeAtomically(path.join(to, BUILD_MANIFEST), `${JSON.stringify({ builds: kept }, null, 2)}\n`);

  const inUse = new Set(kept.flatMap((b) => [b.index, ...b.files]));
  for (const dropped of previous.slice(keep - 1)) {
    for (const rel of [dropped.index, ...dropped.files]) {
      if (!inUse.has(rel)) fs.rmSync(path.join(to, rel), { force: true });
    }
  }
  return build;
}
