import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STEP_SCHEMAS_DIR } from '../../src/content/paths.js';
import { stepKeys, stepModuleCode } from '../../src/content/step-module-code.js';

const INDEX_ID = 'virtual:step-definitions';
const STEP_PREFIX = 'virtual:step/';

/**
 * Step definitions as virtual modules: `virtual:step-definitions` maps "<module>/<step>" to a lazy
 * import of `virtual:step/<module>/<step>`, which holds the definition and its validators,
 * compiled here at build time. Editing step-schemas/ reloads the dev server.
 */
export function stepDefinitions(dir = STEP_SCHEMAS_DIR): Plugin {
  return {
    name: 'step-definitions',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(STEP_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = stepKeys(dir).map((k) => `  ${JSON.stringify(k)}: () => import(${JSON.stringify(STEP_PREFIX + k)}),`);
        return `export const stepLoaders = {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith(`\0${STEP_PREFIX}`)) {
        const key = id.slice(STEP_PREFIX.length + 1);
        for (const ext of ['schema', 'ui', 'rules']) {
          const file = path.join(dir, `${key}.${ext}.json`);
          if (fs.existsSync(file)) this.addWatchFile(file);
        }
        return stepModuleCode(key, dir);
      }
      return undefined;
    },
  };
}
