import fs from 'node:fs';
import type { Plugin } from 'vite';
import { stepFilesFingerprint } from '../../src/content/fingerprint.js';
import { STEP_SCHEMAS_DIR } from '../../src/content/paths.js';
import { publishBuild } from './publish-build.js';

/**
 * Vite builds into a directory of its own (build.outDir, emptied first); this plugin then
 * publishes that build into `publishDir` beside the earlier ones (scripts/vite/publish-build.ts)
 * under the fingerprint of the step files it compiled, and removes the build directory. A
 * server running meanwhile keeps serving its pages: nothing it hands out disappears.
 */
export function publishBuildTo(publishDir: string, stepSchemasDir = STEP_SCHEMAS_DIR): Plugin {
  let fingerprint = '';
  return {
    name: 'publish-build',
    apply: 'build',
    buildStart() {
      fingerprint = stepFilesFingerprint(stepSchemasDir);
    },
    writeBundle: {
      order: 'post',
      handler({ dir }) {
        if (!dir) throw new Error('publish-build needs build.outDir');
        try {
          if (stepFilesFingerprint(stepSchemasDir) !== fingerprint) {
            throw new Error('step-schemas/ changed during the build, so the bundle may hold old and new definitions: run the build again');
          }
          const build = publishBuild({ from: dir, to: publishDir, fingerprint });
          this.info(`published ${build.index} (${build.files.length} files) to ${publishDir}`);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
