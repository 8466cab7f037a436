import fs from 'node:fs';
import path from 'node:path';
import { BUILD_MANIFEST } from './client-build-names.mjs';

/**
 * The published client (dist/client): hashed files under assets/ kept across builds, one
 * index.<fingerprint>.html per step-file fingerprint, and build.json listing the kept builds,
 * newest first. Written by scripts/vite/publish-build.ts, read by the server.
 */
export { BUILD_MANIFEST, indexFileFor } from './client-build-names.mjs';

export interface PublishedBuild {
  /** stepFilesFingerprint() of the step files the build compiled. */
  fingerprint: string;
  /** The page of this build, relative to the published directory. */
  index: string;
  /** Every other file the build wrote (relative, with '/'): what its open tabs may still load. */
  files: string[];
  built_at: string;
}

/** The kept builds, newest first; none when nothing was published yet (or the manifest is unreadable). */
export function readBuildManifest(dir: string): PublishedBuild[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, BUILD_MANIFEST), 'utf8')) as { builds?: unknown };
    return Array.isArray(parsed.builds) ? (parsed.builds as PublishedBuild[]) : [];
  } catch {
    return [];
  }
}
