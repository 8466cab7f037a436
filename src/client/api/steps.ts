import type { Completed, DependentsReset, Impact, ItemRow, StepConflictBody, StepData, StoredStatus, Undone } from '../../contracts/steps';
import { api, apiUrl, HTTPError } from './client';
import { invalidateProgress } from './variants';

/** One step's stored data as the server confirmed it: the body, and the version and status from its headers. */
export interface StoredStep {
  data: StepData;
  version: number;
  status: StoredStatus;
}

/** The answer to a save whose If-Match version is stale: the server's newer copy (null while nothing is stored). */
export class StepConflict extends Error {
  constructor(
    readonly current: StepConflictBody['current'],
    readonly version: StepConflictBody['version'],
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A step's data path under /api: /api/{module-with-dashes}/{endpoint}. */
export const stepApiPath = (moduleName: string, endpoint: string) => `${moduleName.replaceAll('_', '-')}/${endpoint}`;

const versionOf = (res: Response) => Number((res.headers.get('etag') ?? '').replace(/\D/g, '')) || 0;

/** A save that reopened steps of other modules (X-Steps-Reopened): the progress kept in the browser is out of date. */
const noteReopened = (res: Response) => {
  if (res.headers.get('x-steps-reopened')) invalidateProgress();
};

/** GET /api/{path}: the stored data, or null while nothing is stored (404). */
export async function loadStep(path: string): Promise<StoredStep | null> {
  try {
    const res = await api.get(apiUrl(`/api/${path}`));
    return {
      data: (await res.json()) as StepData,
      version: versionOf(res),
      status: res.headers.get('x-step-status') === 'completed' ? 'completed' : 'in_progress',
    };
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 404) return null;
    throw err;
  }
}

/** POST /api/{path} with If-Match ("0": nothing stored yet): the stored object replaces local data; a stale version is a StepConflict. */
export async function saveStep(path: string, data: Record<string, unknown>, version: number): Promise<StoredStep> {
  try {
    const res = await api.post(apiUrl(`/api/${path}`), {
      json: data,
      headers: { 'if-match': `"${version}"` },
    });
    noteReopened(res);
    return {
      data: (await res.json()) as StepData,
      version: versionOf(res),
      status: res.headers.get('x-step-status') === 'completed' ? 'completed' : 'in_progress',
    };
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 409) {
      const body = (await err.response.clone().json()) as StepConflictBody;
      throw new StepConflict(body.current, body.version, body.detail);
    }
    throw err;
  }
}

/** PUT /api/{path}/{id}: one row's fields (rules.itemSave); the row as stored and the step's new version. */
export async function saveItem(path: string, id: number, fields: Record<string, unknown>): Promise<{ row: ItemRow; version: number }> {
  const res = await api.put(apiUrl(`/api/${path}/${id}`), { json: fields });
  noteReopened(res);
  return { row: (await res.json()) as ItemRow, version: versionOf(res) };
}

/** The answer of a completion: a message and, for some steps, extra fields such as redirect_to_strategy. */
export function completeStep(path: string): Promise<Completed> {
  return api.post(apiUrl(`/api/${path}/complete`)).json<Completed>();
}

/** POST /api{path}: a call a step's rules make before its completion (rules.beforeCompletion). */
export async function postBeforeCompletion(path: string): Promise<void> {
  await api.post(apiUrl(`/api${path}`));
}

/** POST /api/{module}/reset-dependent-steps: the steps after this one must be completed again. */
export function resetDependentSteps(moduleName: string, stepName: string): Promise<DependentsReset> {
  return api.post(apiUrl(`/api/${stepApiPath(moduleName, 'reset-dependent-steps')}`), { json: { step_name: stepName } }).json();
}

/** What saving a proposed change would cost: the steps it reopens and the work of later steps it drops (titles and texts in Czech). */
export type StepImpact = Impact;

/** POST /api/{path}/impact with the whole proposed data (the body a save sends): nothing is stored. */
export function stepImpact(path: string, data: Record<string, unknown>): Promise<StepImpact> {
  return api.post(apiUrl(`/api/${path}/impact`), { json: data }).json();
}

/** POST /api/{path}/undo: takes back the change that produced `version`; a 409 (changed since) says why in its detail. */
export function undoStepChange(path: string, version: number): Promise<Undone> {
  return api.post(apiUrl(`/api/${path}/undo`), { json: { version } }).json();
}
