import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { assignItemIds, removedRows, type JsonSchema, type RemovedRow, type SchemaCheck, type StepRules } from '../../engine/steps';
import { errorDetail, HTTPError } from '../api/client';
import { stepImpact, undoStepChange, type StepImpact } from '../api/steps';
import { invalidateProgress } from '../api/variants';
import type { AutosaveStore } from './autosave-store';

type Data = Record<string, unknown>;

/** An edit held back while the member is asked: what it would remove and what that costs later steps. */
export interface RemovalQuestion {
  next: Data;
  removed: RemovedRow[];
  /** The server's answer; 'loading' until it comes, 'failed' when none came (the member is asked all the same). */
  impact: StepImpact | 'loading' | 'failed';
  /** What last had the focus in the form when the member removed (the row's remove button), for the focus to go back to. */
  from: Element | null;
}

/**
 * The bar after a confirmed removal: the undo offer (with why the last try failed, when no answer
 * or a server error came: it may pass another time), the undo under way, its result, or the
 * server's refusal (a 4xx, such as 409: the step changed since), which a second try would meet again.
 */
export type UndoState =
  | { phase: 'offered' | 'undoing'; version: number; reopened: string[]; error?: string }
  | { phase: 'undone' }
  | { phase: 'refused'; detail: string };

interface Options {
  path: string;
  rules: StepRules;
  schema: JsonSchema | undefined;
  check: SchemaCheck;
  store: AutosaveStore;
  /** The server put the step back as it was (the reset of later steps is taken back too). */
  onUndone(): void;
  /** Settles once the reset of later steps the change started has reached the server (an undo sent before it would be undone by it). */
  resetSettled?(): Promise<void>;
}

const hasCost = (impact: StepImpact) => impact.reopen.length > 0 || impact.losses.length > 0;

/**
 * Ask before, offer undo after (issue 30, item 3). An edit of a step with `resetDependents` that
 * removes rows later steps were built on (a member, a role, a value switched off: `removedRows`)
 * is held back, and the server is asked what saving it would cost (`…/impact`). A removed row is
 * always asked about; a row switched off only when later steps would be reopened or lose work,
 * else it goes through at once. Confirmed, the edit is saved at once and can be taken back
 * (`…/undo` with the version it produced) until the member edits again.
 */
export function useRemovalGuard({ path, rules, schema, check, store, onUndone, resetSettled }: Options) {
  const { t } = useTranslation('step-runner');
  const [question, setQuestion] = useState<RemovalQuestion | null>(null);
  const [undo, setUndo] = useState<UndoState | null>(null);
  // rjsf keeps showing what it reported until its props change: each held edit moves this, so
  // the form is handed the data as it was.
  const [revision, setRevision] = useState(0);
  const asked = useRef(0);
  // rjsf has dropped the row (and its focused remove button) before the edit reaches us, so what
  // had the focus is noted as it gets it.
  const focused = useRef<Element | null>(null);
  const noteFocus = useCallback((e: FocusEvent) => {
    focused.current = e.target;
  }, []);
  const rule = rules.resetDependents;

  const onChange = useCallback(
    (edited: Data) => {
      const next = assignItemIds(edited, schema);
      const before = store.getState().data;
      const removed = rule ? removedRows(rule.watch, before, next, check) : [];
      if (!removed.length) {
        store.getState().edit(next);
        return;
      }
      const from = focused.current;
      setRevision((r) => r + 1);
      const ask = ++asked.current;
      const askNow = removed.some((r) => r.kind === 'removed');
      if (askNow) setQuestion({ next, removed, impact: 'loading', from });
      const answer = (impact: StepImpact | 'failed') => {
        if (ask !== asked.current) return;
        if (askNow || impact === 'failed' || hasCost(impact)) setQuestion({ next, removed, impact, from });
        // Nothing later would change: the switch goes off as any edit does, unless the member
        // changed something else meanwhile, which this edit was not made on.
        else if (store.getState().data === before) store.getState().edit(next);
      };
      stepImpact(path, next).then(answer, (err: unknown) => {
        console.error(err);
        answer('failed');
      });
    },
    [path, rule, schema, check, store],
  );

  const cancel = useCallback(() => {
    asked.current++;
    setQuestion(null);
  }, []);

  const confirm = useCallback(async () => {
    if (!question) return;
    asked.current++;
    setQuestion(null);
    const reopened = typeof question.impact === 'object' ? question.impact.reopen.map((s) => s.title) : [];
    store.getState().edit(question.next);
    await store.getState().save();
    // Saved, even when the member typed while it was under way: the version is the change's.
    const saved = store.getState();
    if (saved.status === 'saved') setUndo({ phase: 'offered', version: saved.version, reopened });
  }, [question, store]);

  const offered = undo && 'version' in undo ? undo.version : null;
  // Another edit stands on the change: the server would refuse to take it back.
  const canUndo = useStore(store, (s) => offered !== null && s.version === offered && !s.dirty);

  const takeBack = useCallback(async () => {
    if (undo?.phase !== 'offered') return;
    setUndo({ ...undo, phase: 'undoing', error: undefined });
    try {
      await resetSettled?.();
      const restored = await undoStepChange(path, undo.version);
      store.getState().replaceWithServer(assignItemIds(restored.data, schema), restored.version);
      invalidateProgress();
      onUndone();
      setUndo({ phase: 'undone' });
    } catch (err) {
      console.error(err);
      const detail = (await errorDetail(err)) ?? t('removal.undoFailed');
      setUndo(
        err instanceof HTTPError && err.response.status < 500 ? { phase: 'refused', detail } : { ...undo, phase: 'offered', error: detail },
      );
    }
  }, [undo, path, schema, store, onUndone, resetSettled, t]);

  const dismissUndo = useCallback(() => setUndo(null), []);

  return { onChange, noteFocus, revision, question, confirm, cancel, undo, canUndo, takeBack, dismissUndo };
}
