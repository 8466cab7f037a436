import { formatProblem, shownPath, type ContentProblem } from '../../src/content/content-problem.js';
import { formatDependencyGraph } from '../../src/content/dependency-graph.js';
import { checkContent } from './content-check.js';

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

export interface ValidateReport {
  /** The exit code: 1 when there is any problem. */
  code: 0 | 1;
  /** What goes to standard output: the graphs asked for, warnings, steps in preparation, the verdict. */
  out: string;
  /** What goes to standard error: every problem, each with its file and place. */
  problems: string;
}

/** `npm run validate`'s report on a content tree, files named relative to the working directory. */
export function validateReport({
  stepSchemas,
  locales,
  graph = false,
}: {
  stepSchemas: string;
  locales: string;
  graph?: boolean;
}): ValidateReport {
  const result = checkContent({ stepSchemas, locales });
  const where = `${shownPath(stepSchemas)}, ${shownPath(locales)}`;
  const out: string[] = [];
  if (graph) {
    // Variants whose graphs read alike are printed once.
    const texts = new Map<string, string[]>();
    for (const [variant, g] of result.graphs) {
      const text = formatDependencyGraph(g, (step) => result.displayNames.get(step));
      texts.set(text, [...(texts.get(text) ?? []), variant]);
    }
    for (const [text, variants] of texts)
      out.push(`dependency graph of variant${variants.length > 1 ? 's' : ''} ${variants.join(', ')}:\n${text.replace(/^/gm, '  ')}\n`);
  }
  if (result.warnings.length)
    out.push(
      `warnings (${result.warnings.length}):\n${groupedLines(result.warnings)
        .map((w) => `  ${w}`)
        .join('\n')}`,
    );
  if (result.inPreparation.length) out.push(`steps in preparation (${result.inPreparation.length}): ${result.inPreparation.join(', ')}`);
  if (result.problems.length) {
    const problems = `${where}: ${result.problems.length} problem(s)\n${result.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}\n`;
    return { code: 1, out: out.map((line) => `${line}\n`).join(''), problems };
  }
  out.push(`${where}: valid (${result.variants} variants)`);
  return { code: 0, out: out.map((line) => `${line}\n`).join(''), problems: '' };
}
