import fs from 'node:fs';
import path from 'node:path';
import { STEP_SCHEMAS_DIR } from '../../src/content/paths.js';
import { readStepDefinition } from '../../src/content/step-definitions.js';
import { stepModuleCodeFor } from '../../src/content/step-module-code.js';

/** Every <module>/<step> with a rule file under step-schemas/. */
export function stepKeys(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'variants')
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.rules.json'))
        .map((f) => `${d.name}/${f.slice(0, -'.rules.json'.length)}`),
    )
    .sort();
}

/** The module the server serves for one step of the files under `dir`. */
export function stepModuleCode(key: string, dir = STEP_SCHEMAS_DIR): string {
  const [module, step] = key.split('/') as [string, string];
  const def = readStepDefinition(module, step, dir);
  if (!def) throw new Error(`No rule file for step ${key}`);
  return stepModuleCodeFor(def);
}
