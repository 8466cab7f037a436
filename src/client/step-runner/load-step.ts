import { assignItemIds, textSet, trimStrings, type OptionSource } from '../../engine/steps';
import type { ContentCurrent } from '../../contracts/content';
import { HTTPError } from '../api/client';
import { stepModuleUrl } from '../content-version';
import { loadStep, stepApiPath } from '../api/steps';
import { readDraft } from './local-drafts';
import { sameData } from './same-data';
import type { StepModule } from './step-module';

export interface LoadedStep {
  module: StepModule;
  /** API path: <module-with-dashes>/<endpoint>. */
  path: string;
  stepKey: string;
  data: Record<string, unknown>;
  version: number;
  /** Unconfirmed edits from this browser were restored over the server's copy. */
  recovered: boolean;
  /** The stored data could not be loaded (the server refused, or no answer came): the form starts empty. */
  loadFailed: false | 'server' | 'connection';
  /** What the server holds (before restored local edits): the base for the reset-of-dependents check. */
  serverData: Record<string, unknown>;
  /** Choices from other steps, by optionSources target. */
  choices: Record<string, { values: string[]; emptyMessage: string }>;
  /** The server holds the step as completed. */
  completed: boolean;
}

/** The stored data of another step, by "<module>/<step>"; null while it has none. */
export type StepReader = (stepKey: string) => Promise<Record<string, unknown> | null>;

/**
 * The step's definition in the content version the server runs (undefined: no definition yet) and
 * its data: server copy, or this browser's newer edits. A step already open keeps the definition it
 * was loaded with; a newer version reaches the next step loaded.
 */
export async function loadStepForUser(
  moduleName: string,
  stepName: string,
  endpoint: string,
  userId: number,
  readStep: StepReader,
  content: Pick<ContentCurrent, 'id' | 'steps'>,
): Promise<LoadedStep | undefined> {
  const stepKey = `${moduleName}/${stepName}`;
  if (!content.steps.includes(stepKey)) return undefined;
  const module = (await import(/* @vite-ignore */ stepModuleUrl(content.id, stepKey))) as StepModule;
  const path = stepApiPath(moduleName, endpoint);
  if (!module.definition.schema)
    return {
      module,
      path,
      stepKey,
      data: {},
      version: 0,
      recovered: false,
      loadFailed: false,
      serverData: {},
      choices: {},
      completed: false,
    };

  let stored: Awaited<ReturnType<typeof loadStep>> = null;
  let loadFailed: LoadedStep['loadFailed'] = false;
  try {
    stored = await loadStep(path);
  } catch (err) {
    console.error(`Loading error: ${err instanceof Error ? err.message : String(err)}`);
    loadFailed = err instanceof HTTPError ? 'server' : 'connection';
  }
  const serverData = assignItemIds(trimStrings(stored?.data ?? {}), module.definition.schema);
  const draft = readDraft(userId, stepKey);
  const recovered = Boolean(draft && !sameData(draft.data, serverData));
  const choices = Object.fromEntries(
    await Promise.all(
      (module.definition.rules.optionSources ?? []).map(async (source: OptionSource) => {
        const values = textSet(await readStep(source.step).catch(() => null), [source.values]);
        return [source.target, { values, emptyMessage: source.emptyMessage }] as const;
      }),
    ),
  );
  return {
    module,
    path,
    stepKey,
    serverData,
    choices,
    data: recovered ? draft!.data : serverData,
    // Restored edits are saved on top of the version they were made on: newer work elsewhere gives a 409 to choose from.
    version: recovered ? draft!.baseVersion : (stored?.version ?? 0),
    recovered,
    loadFailed,
    completed: stored?.status === 'completed',
  };
}
