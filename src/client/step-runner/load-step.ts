import { stepLoaders } from 'virtual:step-definitions';
import { assignItemIds, trimStrings } from '../../engine/steps';
import { loadStep } from '../api/steps';
import { readDraft } from './local-drafts';
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
  /** The stored data could not be loaded: the form starts empty. */
  loadFailed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The step's definition (undefined: no definition yet) and its data: server copy, or this browser's newer edits. */
export async function loadStepForUser(moduleName: string, stepName: string, endpoint: string, userId: number): Promise<LoadedStep | undefined> {
  const stepKey = `${moduleName}/${stepName}`;
  const loader = stepLoaders[stepKey];
  if (!loader) return undefined;
  const module = await loader();
  const path = `${moduleName.replaceAll('_', '-')}/${endpoint}`;
  if (!module.definition.schema) return { module, path, stepKey, data: {}, version: 0, recovered: false, loadFailed: false };

  let stored: Awaited<ReturnType<typeof loadStep>> = null;
  let loadFailed = false;
  try {
    stored = await loadStep(path);
  } catch (err) {
    console.error(`Loading error: ${err instanceof Error ? err.message : String(err)}`);
    loadFailed = true;
  }
  const serverData = assignItemIds(trimStrings(stored?.data ?? {}), module.definition.schema);
  const draft = readDraft(userId, stepKey);
  const recovered = Boolean(draft && !same(draft.data, serverData));
  return {
    module,
    path,
    stepKey,
    data: recovered ? draft!.data : serverData,
    // Restored edits are saved on top of the version they were made on: newer work elsewhere gives a 409 to choose from.
    version: recovered ? draft!.baseVersion : (stored?.version ?? 0),
    recovered,
    loadFailed,
  };
}
