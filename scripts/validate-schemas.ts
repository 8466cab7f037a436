// `npm run validate`: checks the content in step-schemas/ and locales/ before anything runs on it,
// and lists every problem at once. Exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import { STEP_SCHEMAS_DIR } from '../src/content/paths.js';
import { buildCatalog, loadVariantFiles } from '../src/content/variants.js';
import { checkSteps } from './validate/step-checks.js';

const problems: string[] = [];
const warnings: string[] = [];
let notDefined: string[] = [];

try {
  const variants = loadVariantFiles();
  const steps = checkSteps(variants, STEP_SCHEMAS_DIR, path.resolve(STEP_SCHEMAS_DIR, '../locales'));
  problems.push(...steps.problems);
  warnings.push(...steps.warnings);
  notDefined = steps.undefinedSteps;
  buildCatalog(variants);
  for (const v of variants) {
    const names = new Set(v.modules.map((m) => m.module_name));
    for (const m of v.modules) {
      for (const r of m.requires) if (!names.has(r)) problems.push(`${v.variant_name}: module ${m.module_name} requires ${r}, which the variant does not list`);
      const seen = new Set<string>();
      for (const s of m.steps) {
        if (seen.has(s.step_name)) problems.push(`${v.variant_name}: step ${m.module_name}/${s.step_name} is listed twice`);
        seen.add(s.step_name);
      }
    }
    if (names.size !== v.modules.length) problems.push(`${v.variant_name}: a module is listed twice`);
  }
} catch (err) {
  problems.push((err as Error).message);
}

const rel = path.relative(process.cwd(), STEP_SCHEMAS_DIR) || '.';
if (warnings.length) console.warn(`warnings (${warnings.length}):\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
if (notDefined.length) console.log(`steps listed by a variant without a definition yet (${notDefined.length}): ${notDefined.join(', ')}`);
if (problems.length) {
  console.error(`${rel}: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${rel}: valid (${fs.readdirSync(path.join(STEP_SCHEMAS_DIR, 'variants')).length} variants)`);
