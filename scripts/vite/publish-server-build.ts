import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How many server builds stay published: a server that is starting loads the chunks of the one it began with. */
export const KEPT_SERVER_BUILDS = 3;

/**
 * Vite builds the server into a directory of its own; this plugin moves it into `publishDir` as
 * build-<start time>-<pid>/ beside the earlier builds and then replaces `publishDir`/main.js, one
 * line importing the new build, in one rename. A server starting meanwhile loads every chunk from
 * the build its main.js named, and two builds at once each publish whole. main.js carries the
 * build's start time as its mtime, so a source saved while the build ran counts as newer than the
 * build (scripts/build-if-needed.mjs).
 */
export function publishServerBuild(publishDir: string, keep = KEPT_SERVER_BUILDS): Plugin {
  let startedAt = 0;
  return {
    name: 'publish-server-build',
    apply: 'build',
    buildStart() {
      startedAt = Date.now();
    },
    writeBundle: {
      order: 'post',
      handler({ dir }) {
        if (!dir) throw new Error('publish-server-build needs build.outDir');
        const id = `build-${startedAt}-${process.pid}`;
        fs.mkdirSync(publishDir, { recursive: true });
        fs.renameSync(dir, path.join(publishDir, id));
        const entry = path.join(publishDir, 'main.js');
        const tmp = `${entry}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, `import './${id}/launch.cjs';\n`);
        fs.utimesSync(tmp, new Date(startedAt), new Date(startedAt));
        fs.renameSync(tmp, entry);
        const older = fs.readdirSync(publishDir).filter((name) => /^build-\d+-\d+$/.test(name) && name !== id);
        for (const name of older.sort(byStartTime).slice(keep - 1))
          fs.rmSync(path.join(publishDir, name), { recursive: true, force: true });
        this.info(`published ${id} to ${publishDir}`);
      },
    },
  };
}

/** Newest first. */
const byStartTime = (a: string, b: string) => Number(b.split('-')[1]) - Number(a.split('-')[1]);
