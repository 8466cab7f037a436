import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadVariantFiles } from '../../../src/content/variants.js';

/**
 * Modules and steps are content: which exist, their routes, aliases, redirects and which modules
 * an administrator grants come from step-schemas/, never from src/. This finds every string
 * literal in src/ that names a module or step of the variant files, or a path into one.
 */
let cached: { names: Set<string>; slugs: Set<string> } | undefined;
function contentNames() {
  if (cached) return cached;
  const names = new Set<string>();
  const slugs = new Set<string>();
  for (const v of loadVariantFiles()) {
    for (const m of v.modules) {
      names.add(m.module_name);
      slugs.add(m.module_name.replaceAll('_', '-'));
      for (const s of m.steps) names.add(s.step_name);
    }
  }
  cached = { names, slugs };
  return cached;
}

function literals(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      out.push(node.text);
    // Module specifiers name files, not content.
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) ts.forEachChild(node, walk);
  };
  walk(source);
  return out;
}

function offenders(file: string, text?: string): string[] {
  const { names, slugs } = contentNames();
  return literals(file, text)
    .filter((lit) => {
      if (names.has(lit)) return true;
      if (!lit.startsWith('/')) return false;
      return lit.split(/[/?#]/).some((segment) => slugs.has(segment) || names.has(segment));
    })
    .map((lit) => `${file}: ${JSON.stringify(lit)}`);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('no module or step of step-schemas/ is named in src/', () => {
  it('finds none in any string literal of src/', () => {
    expect(sourceFiles('src').flatMap((f) => offenders(f))).toEqual([]);
  });

  it('would find one (the check itself can fail)', () => {
    const sample =
      "const a = 'intro';\nconst b = `/people/${x}`;\n// 'people' in a comment is fine\nconst c = '/api/new-team-onboarding/x';\n";
    expect(offenders('sample.ts', sample)).toEqual([
      'sample.ts: "intro"',
      'sample.ts: "/people/"',
      'sample.ts: "/api/new-team-onboarding/x"',
    ]);
  });
});
