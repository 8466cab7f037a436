import { createStore } from 'zustand/vanilla';
import { errorDetail, HTTPError } from '../api/client';
import { rowsOf, type Row } from '../../engine/derivations/shared';
import type { ItemSave } from '../../engine/steps';
import { saveItem, saveStep, StepConflict } from '../api/steps';
import { clearDraft, writeDraft } from './local-drafts';
import { sameData } from './same-data';

/** Spec section 9: autosave after 3000 ms of quiet; "saved" clears after 3 s, an error after 5 s. */
export const AUTOSAVE_DEBOUNCE_MS = 3000;
export const SAVED_CLEAR_MS = 3000;
export const ERROR_CLEAR_MS = 5000;
/** A save that got no answer or a server error is tried again after this long (and when back online). */
export const RETRY_MS = 10_000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type Data = Record<string, unknown>;

export interface AutosaveState {
  data: Data;
  /** The version the server last confirmed (0: nothing stored yet). */
  version: number;
  /** Local edits the server has not confirmed. */
  dirty: boolean;
  status: SaveStatus;
  error: string | null;
  /** A save found a newer version on the server: the user chooses which to keep. */
  conflict: StepConflict | null;
  edit(data: Data): void;
  /** Saves now if anything is unconfirmed (or `force`); resolves true once the server has it all. */
  save(force?: boolean): Promise<boolean>;
  takeServerVersion(): void;
  keepMine(): Promise<boolean>;
  /** The server's copy replaces everything local (an undone change): no edit is left to save or restore. */
  replaceWithServer(data: Data, version: number): void;
  dispose(): void;
}

export interface AutosaveOptions {
  /** API path of the step, e.g. people/team-goals. */
  path: string;
  userId: number;
  stepKey: string;
  initial: { data: Data; version: number; dirty: boolean; serverData?: Data };
  /** After the server confirmed a save: what it held before and holds now (the reset-of-dependents check). */
  onConfirmed?(before: Data, after: Data): void;
  /** Translated prefix of a failed save ('Chyba při ukládání týmových cílů'). */
  errorPrefix: string;
  /** Rows of one list saved one by one, with their own timings (rules.itemSave: development topics). */
  itemSave?: ItemSave;
}

const rowsAt = (data: Data, key: string): Row[] => rowsOf(data[key]);

/**
 * What a failed save names (spec: 'Failed to save <thing> ({status}): {detail}'): the step's
 * endpoint in words, 'people/team-goals' → 'team goals', 'people/capacity' → 'capacity'.
 */
export const savedThing = (path: string): string => (path.split('/').pop() ?? path).replaceAll('-', ' ');

/** Rows of the item-saved list whose saved fields differ from what the server confirmed, with those fields. */
function changedItems(rule: ItemSave, data: Data, confirmed: Data): Array<{ id: number; fields: Row }> {
  const key = rule.at.replace(/^\//, '');
  const before = rowsAt(confirmed, key);
  return rowsAt(data, key).flatMap((row) => {
    const was = before.find((r) => r.id === row.id);
    if (!Number.isInteger(row.id) || !was || rule.fields.every((f) => sameData(row[f], was[f]))) return [];
    return [{ id: row.id as number, fields: Object.fromEntries(rule.fields.map((f) => [f, row[f] ?? ''])) }];
  });
}

/** `data` with the rows the server answered put in their place. */
function withRows(rule: ItemSave, data: Data, rows: readonly Row[]): Data {
  const key = rule.at.replace(/^\//, '');
  return { ...data, [key]: rowsAt(data, key).map((r) => rows.find((s) => s.id === r.id) ?? r) };
}

/**
 * The autosave helper of spec section 4, one per open step. Every edit is kept locally at once;
 * the server gets it after 3 s of quiet, with If-Match so newer work elsewhere is never
 * overwritten. The server's stored object replaces local data unless the user typed meanwhile.
 * A step with `itemSave` sends each changed row of that list on its own after its own quiet
 * (development topics: 1 s; saved clears after 0.5 s), so two topics never overwrite each other.
 */
export function createAutosave(options: AutosaveOptions) {
  const item = options.itemSave;
  const debounceMs = item?.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  const savedClearMs = item?.savedClearMs ?? SAVED_CLEAR_MS;
  const errorClearMs = item?.errorMs ?? ERROR_CLEAR_MS;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let clearStatus: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let confirmed: Data = options.initial.serverData ?? options.initial.data;

  const store = createStore<AutosaveState>()((set, get) => {
    const showStatus = (status: SaveStatus, error: string | null = null) => {
      clearTimeout(clearStatus);
      set({ status, error });
      if (status === 'saved' || status === 'error') {
        clearStatus = setTimeout(() => set({ status: 'idle', error: null }), status === 'saved' ? savedClearMs : errorClearMs);
      }
    };

    const failure = async (err: unknown) => {
      if (err instanceof HTTPError) {
        const detail = (await errorDetail(err)) ?? `HTTP error ${err.response.status}`;
        return `${options.errorPrefix}: Failed to save ${savedThing(options.path)} (${err.response.status}): ${detail}`;
      }
      return `${options.errorPrefix}: ${err instanceof Error ? err.message : String(err)}`;
    };

    /** The changed rows one by one; what the server answers is confirmed row by row. */
    const sendItems = async (rule: ItemSave, changes: ReturnType<typeof changedItems>) => {
      const sent = get().data;
      const rows: Row[] = [];
      let version = get().version;
      for (const change of changes) {
        const saved = await saveItem(options.path, change.id, change.fields);
        rows.push(saved.row);
        version = saved.version;
      }
      return { data: withRows(rule, sent, rows), version, confirmedData: withRows(rule, confirmed, rows) };
    };

    const send = async (): Promise<boolean> => {
      const sent = get().data;
      showStatus('saving');
      try {
        const changes = item ? changedItems(item, sent, confirmed) : [];
        const stored = changes.length ? await sendItems(item!, changes) : await saveStep(options.path, sent, get().version);
        const typedMeanwhile = !sameData(get().data, sent);
        set({ version: stored.version, dirty: typedMeanwhile, ...(typedMeanwhile ? {} : { data: stored.data }) });
        const before = confirmed;
        confirmed = 'confirmedData' in stored ? stored.confirmedData : stored.data;
        options.onConfirmed?.(before, confirmed);
        // Edits made while this save was under way stand on the version it produced, not on the
        // one it replaced: a reload then restores them without a false 'newer version' conflict.
        if (typedMeanwhile)
          writeDraft(options.userId, options.stepKey, { data: get().data, baseVersion: stored.version, savedAt: new Date().toISOString() });
        else clearDraft(options.userId, options.stepKey);
        showStatus('saved');
        return !typedMeanwhile;
      } catch (err) {
        if (err instanceof StepConflict) {
          set({ conflict: err });
          showStatus('error', err.detail);
        } else {
          showStatus('error', await failure(err));
          // A refusal (4xx) would be refused again; no answer or a server error may pass later.
          if (!(err instanceof HTTPError && err.response.status < 500)) retry = setTimeout(() => void get().save(), RETRY_MS);
        }
        return false;
      }
    };

    return {
      ...options.initial,
      status: 'idle',
      error: null,
      conflict: null,
      edit(data) {
        if (sameData(data, get().data)) return;
        set({ data, dirty: true });
        writeDraft(options.userId, options.stepKey, { data, baseVersion: get().version, savedAt: new Date().toISOString() });
        clearTimeout(debounce);
        debounce = setTimeout(() => void get().save(), debounceMs);
      },
      async save(force = false) {
        clearTimeout(debounce);
        clearTimeout(retry);
        if (inFlight) await inFlight;
        if (get().conflict) return false;
        if (!get().dirty && !force) return true;
        inFlight = send();
        try {
          return await inFlight;
        } finally {
          inFlight = null;
        }
      },
      takeServerVersion() {
        const { conflict } = get();
        if (!conflict) return;
        clearDraft(options.userId, options.stepKey);
        confirmed = conflict.current ?? {};
        set({ data: confirmed, version: conflict.version ?? 0, dirty: false, conflict: null });
        showStatus('idle');
      },
      async keepMine() {
        const { conflict } = get();
        if (!conflict) return false;
        // Saving on top of the version now stored makes the user's edits the newest.
        set({ version: conflict.version ?? 0, conflict: null, dirty: true });
        return get().save();
      },
      replaceWithServer(data, version) {
        clearTimeout(debounce);
        clearTimeout(retry);
        clearDraft(options.userId, options.stepKey);
        confirmed = data;
        set({ data, version, dirty: false, conflict: null });
        showStatus('idle');
      },
      dispose() {
        clearTimeout(debounce);
        clearTimeout(retry);
        clearTimeout(clearStatus);
      },
    };
  });
  return store;
}

export type AutosaveStore = ReturnType<typeof createAutosave>;
