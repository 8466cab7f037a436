// `npm run validate`: checks the content in step-schemas/ and locales/ before anything runs on it,
// and lists every problem at once. Exits 1 when there is any.
//   npm run validate -- --step-schemas <dir> --locales <dir>   checks another content tree
//   npm run validate -- --graph   also prints each variant's dependency graph (which step builds on which)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES_DIR, STEP_SCHEMAS_DIR } from '../src/content/paths.js';
import { validateReport } from './validate/report.js';

const { values } = parseArgs({ options: { 'step-schemas': { type: 'string' }, locales: { type: 'string' }, graph: { type: 'boolean' } } });
const report = validateReport({
  stepSchemas: path.resolve(values['step-schemas'] ?? STEP_SCHEMAS_DIR),
  locales: path.resolve(values.locales ?? LOCALES_DIR),
  graph: values.graph,
});
process.stdout.write(report.out);
process.stderr.write(report.problems);
process.exitCode = report.code;
