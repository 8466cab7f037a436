import { withText, type ContentFiles } from '../../../../content/content-set.js';
import type { VariantDef } from '../../../../engine/variants/index.js';

export const stepFile = (module: string, step: string, kind: string) => `step-schemas/${module}/${step}.${kind}.json`;

export const moduleOf = (variant: VariantDef, name: string) => variant.modules.find((m) => m.module_name === name);

/** A namespace's file with texts set at dotted keys (a copy; the file made when the draft has none). */
export function withTexts(file: unknown, texts: Record<string, string>): Record<string, unknown> {
  let out = (file && typeof file === 'object' ? file : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(texts)) out = withText(out, key, value) ?? out;
  return out;
}

/** The module names the content's files use (folders of step files, every variant's modules): a new module takes none of them. */
export function moduleNames(files: ContentFiles): Set<string> {
  const names = new Set<string>();
  for (const [p, body] of Object.entries(files)) {
    const step = /^step-schemas\/([^/]+)\/[^/]+\.json$/.exec(p);
    if (step && step[1] !== 'variants') names.add(step[1]!);
    const variant = body as VariantDef | undefined;
    if (/^step-schemas\/variants\//.test(p) && Array.isArray(variant?.modules)) for (const m of variant.modules) names.add(m.module_name);
  }
  return names;
}

/** The step names a module's folder has files for. */
export const stepNames = (files: ContentFiles, module: string) =>
  new Set(
    Object.keys(files).flatMap((p) => {
      const m = new RegExp(`^step-schemas/${module}/([^/.]+)\\.(rules|schema|ui)\\.json$`).exec(p);
      return m ? [m[1]!] : [];
    }),
  );
