// `npm run validate`: checks the content in step-schemas/ and locales/ before anything runs on it,
// and lists every problem at once. Exits 1 when there is any.
//   npm run validate -- --step-schemas <dir> --locales <dir>   checks another content tree
//   npm run validate -- --graph   also prints each variant's dependency graph (which step builds on which)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, shownPath, type ContentProblem } from '../src/content/content-problem.js';
import { LOCALES_DIR, STEP_SCHEMAS_DIR } from '../src/content/paths.js';
import { formatDependencyGraph } from '../src/content/dependency-graph.js';
import { checkContent } from './validate/content-check.js';

/** Warnings of one file that say the same of several places (each English text missing) as one line naming every place. */
function groupedLines(warnings: readonly ContentProblem[]): string[] {
  const groups = new Map<string, ContentProblem[]>();
  for (const w of warnings) {
    const key = w.place === undefined ? formatProblem(w) : `${w.file}\n${w.message}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  return [...groups.values()].map((group) =>
    group.length === 1
      ? formatProblem(group[0]!)
      : `${shownPath(group[0]!.file)}: ${group[0]!.message} (${group.length}): ${group.map((w) => w.place).join(', ')}`,
  );
}

const { values } = parseArgs({ options: { 'step-schemas': { type: 'string' }, locales: { type: 'string' }, graph: { type: 'boolean' } } });
const stepSchemas = path.resolve(values['step-schemas'] ?? STEP_SCHEMAS_DIR);
const locales = path.resolve(values.locales ?? LOCALES_DIR);

const result = checkContent({ stepSchemas, locales });
const where = `${shownPath(stepSchemas)}, ${shownPath(locales)}`;
if (values.graph) {
  // Variants whose graphs read alike are printed once.
  const texts = new Map<string, string[]>();
  for (const [variant, graph] of result.graphs) {
    const text = formatDependencyGraph(graph, (step) => result.displayNames.get(step));
    texts.set(text, [...(texts.get(text) ?? []), variant]);
  }
  for (const [text, variants] of texts)
    console.log(`dependency graph of variant${variants.length > 1 ? 's' : ''} ${variants.join(', ')}:\n${text.replace(/^/gm, '  ')}\n`);
}
if (result.warnings.length)
  console.log(
    `warnings (${result.warnings.length}):\n${groupedLines(result.warnings)
      .map((w) => `  ${w}`)
      .join('\n')}`,
  );
if (result.inPreparation.length) console.log(`steps in preparation (${result.inPreparation.length}): ${result.inPreparation.join(', ')}`);
if (result.problems.length) {
  console.error(`${where}: ${result.problems.length} problem(s)\n${result.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
  process.exit(1);
}
console.log(`${where}: valid (${result.variants} variants)`);
