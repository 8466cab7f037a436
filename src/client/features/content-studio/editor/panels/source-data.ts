import { useCallback, useEffect, useState } from 'react';
import { getContentTree, getStepFiles, getTexts, saveStepFiles, type ContentTree } from '../../../../api/content';
import type { StepRules } from '../../../../../engine/steps/types';
import type { EditorState, StepFiles } from '../../../../../engine/step-editor/types';

/** A step another can build on, as the author names it. */
export interface SourceStep {
  /** '<module>/<step>'. */
  id: string;
  module: string;
  title: string;
  moduleTitle: string;
}

/** Every step of the draft once (a step in several variants is one step), in the variants' order. */
export function stepsOf(tree: ContentTree): SourceStep[] {
  const out = new Map<string, SourceStep>();
  for (const variant of tree.variants)
    for (const module of variant.modules)
      for (const step of module.steps) {
        const id = `${module.module_name}/${step.step_name}`;
        if (!out.has(id)) out.set(id, { id, module: module.module_name, title: step.display_name, moduleTitle: module.display_name });
      }
  return [...out.values()];
}

/** The steps of the draft, loaded once per panel. */
export function useSourceSteps(): { steps: SourceStep[] | null; failed: boolean } {
  const [steps, setSteps] = useState<SourceStep[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    getContentTree()
      .then((tree) => current && setSteps(stepsOf(tree)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);
  return { steps, failed };
}

/** What a source step offers the panel: its files (undefined for a reading step) and the Czech texts its titles name. */
export interface LoadedSource {
  files: StepFiles | undefined;
  /** The files exactly as the draft has them: the base of a save that mends the source step. */
  base: { schema: Record<string, unknown> | null; ui: Record<string, unknown> | null; rules: Record<string, unknown> | null };
  titles: Record<string, string>;
}

const asFiles = (f: LoadedSource['base']): StepFiles | undefined =>
  f.schema && f.rules ? { schema: f.schema, ui: f.ui ?? undefined, rules: f.rules as unknown as StepRules } : undefined;

/**
 * The source step's files and texts; this step's own come from the editor's state (what the author
 * has now, saved or not). `reload` reads them again after the panel changed the source step.
 */
export function useSource(
  id: string | undefined,
  state: EditorState,
): { source: LoadedSource | null; failed: boolean; reload: () => void; own: boolean } {
  const own = id === `${state.module}/${state.step}`;
  const [source, setSource] = useState<LoadedSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same step again.
  useEffect(() => {
    setSource(null);
    setFailed(false);
    if (!id || own) return;
    const [module, step] = id.split('/') as [string, string];
    let current = true;
    Promise.all([getStepFiles(module, step), getTexts({ namespace: `steps/${module}` }).catch(() => ({ rows: [] }))])
      .then(([{ files }, texts]) => {
        if (!current) return;
        const titles = Object.fromEntries(texts.rows.flatMap((r) => (r.cs ? [[`steps/${module}:${r.key}`, r.cs]] : [])));
        setSource({ files: asFiles(files), base: files, titles });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [id, own, round]);
  if (own)
    return {
      source: { files: state.files, base: { schema: null, ui: null, rules: null }, titles: state.texts.cs },
      failed: false,
      reload,
      own,
    };
  return { source, failed, reload, own };
}

/** Saves the source step's files into the draft as `mend` changes them, from the files as loaded (a 409 when someone changed them meanwhile). */
export async function saveSource(id: string, loaded: LoadedSource, mend: (files: StepFiles) => StepFiles): Promise<void> {
  const [module, step] = id.split('/') as [string, string];
  const files = asFiles(loaded.base);
  if (!files) return;
  const next = mend(files);
  await saveStepFiles(module, step, {
    schema: next.schema ?? {},
    ui: next.ui ?? {},
    rules: next.rules as unknown as Record<string, unknown>,
    base: loaded.base,
  });
}
