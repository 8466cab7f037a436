import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTTPError } from '../../../api/client';
import { checkStepFiles, getStepFiles, getTexts, saveStepFiles, type StepCheck, type StepFilesConflict } from '../../../api/content';
import { changedTexts, namespaceOf } from '../../../../engine/step-editor/texts';
import type { EditorState, EditorTexts } from '../../../../engine/step-editor/types';
import { failureText } from '../../admin/run-with-alert';
import { jsonText } from './json-text';
import { parseAll, STEP_FILE_KINDS, textsOf, type Loaded, type Texts } from './step-files';

/** How long the author may pause typing before the files are checked. */
const CHECK_DELAY_MS = 400;

export interface StepChoice {
  variant: string;
  module: string;
  step: string;
}

const noTexts = (): EditorTexts => ({ cs: {}, en: {} });

/** The module's texts as the draft has them, by full key ('steps/people:roles.title'); none while the module has no texts yet. */
async function moduleTexts(module: string): Promise<EditorTexts> {
  const namespace = namespaceOf({ module });
  const { rows } = await getTexts({ namespace }).catch(() => ({
    rows: [] as Array<{ key: string; cs: string | null; en: string | null }>,
  }));
  const out = noTexts();
  for (const r of rows) {
    if (r.cs !== null) out.cs[`${namespace}:${r.key}`] = r.cs;
    if (r.en !== null) out.en[`${namespace}:${r.key}`] = r.en;
  }
  return out;
}

/**
 * When the check runs: 'typed' checks what the author has as they pause (the JSON view); 'saved'
 * checks what the draft holds after each save (the editor, which saves by itself: a check takes
 * the server a second or more, and one per pause would hold the saves up behind it).
 */
export type CheckWhen = 'typed' | 'saved';

/**
 * A step's files (as JSON texts, the one truth both views edit) and its module's texts: loaded
 * for the chosen step, checked, saved into the draft with the texts changed.
 */
export function useStepDraft(choice: StepChoice | null, checkWhen: CheckWhen) {
  const { t } = useTranslation('studio');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [texts, setTexts] = useState<Texts | null>(null);
  /** The step whose files `texts` holds (a step chosen anew shows the one before for a moment). */
  const [textsFor, setTextsFor] = useState<StepChoice | null>(null);
  /** Counts the saves into the draft: the live preview shows the step again after each. */
  const [revision, setRevision] = useState(0);
  const [stepTexts, setStepTexts] = useState<EditorTexts>(noTexts);
  const [savedTexts, setSavedTexts] = useState<EditorTexts>(noTexts);
  const [failed, setFailed] = useState(false);
  const [check, setCheck] = useState<StepCheck | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState<StepFilesConflict | null>(null);
  /** The step shown now: a save's answer for a step left meanwhile is not this step's. */
  const shown = useRef(choice);
  shown.current = choice;

  // A step chosen after another: the answer for the one before, arriving later, is dropped.
  useEffect(() => {
    if (!choice) return;
    let current = true;
    setLoaded(null);
    setTexts(null);
    setCheck(null);
    setConflict(null);
    setOutcome(null);
    Promise.all([getStepFiles(choice.module, choice.step), moduleTexts(choice.module)])
      .then(([{ files }, own]) => {
        if (!current) return;
        setLoaded(files);
        setTexts(textsOf(files));
        setTextsFor(choice);
        setStepTexts(own);
        setSavedTexts(own);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [choice]);

  const { parsed, files } = useMemo(() => (texts ? parseAll(texts) : { parsed: null, files: null }), [texts]);
  const state = useMemo<EditorState | null>(
    () =>
      files && choice
        ? {
            module: choice.module,
            step: choice.step,
            files: {
              ...(files.schema ? { schema: files.schema } : {}),
              ...(files.ui ? { ui: files.ui } : {}),
              rules: files.rules,
            } as unknown as EditorState['files'],
            texts: stepTexts,
          }
        : null,
    [files, choice, stepTexts],
  );
  const textChanges = useMemo(() => (state ? changedTexts(state, savedTexts) : { cs: {}, en: {} }), [state, savedTexts]);
  const textsChanged = Object.keys(textChanges.cs).length + Object.keys(textChanges.en).length > 0;
  const filesChanged = loaded && files ? STEP_FILE_KINDS.some((k) => JSON.stringify(files[k]) !== JSON.stringify(loaded[k])) : false;
  const changed = filesChanged || textsChanged;
  const checked = checkWhen === 'typed' ? files && { ...files, texts: textChanges } : !changed && files;
  const checkKey = checked ? JSON.stringify(checked) : '';

  // The check runs when the author pauses (or the save is done), on files that parse; a later edit cancels the one under way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkKey stands for `checked`, a new object each parse.
  useEffect(() => {
    if (!checked || !choice) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkStepFiles({ module: choice.module, step: choice.step, ...checked }, abort.signal)
        .then((result) => {
          setCheck(result);
          setCheckFailed(false);
        })
        .catch(() => {
          if (!abort.signal.aborted) setCheckFailed(true);
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [checkKey, choice]);

  /** Saves into the draft; whether it was saved. */
  const save = async (base: Loaded | null = loaded): Promise<boolean> => {
    if (!files || !choice || !base) return false;
    const sentTexts = stepTexts;
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await saveStepFiles(choice.module, choice.step, { ...files, base, texts: textChanges });
      if (shown.current !== choice) return true;
      setLoaded(saved.files);
      setSavedTexts(sentTexts);
      setRevision((r) => r + 1);
      setConflict(null);
      setOutcome({ kind: 'success', text: t('steps.saved') });
      return true;
    } catch (err) {
      if (shown.current !== choice) return false;
      if (err instanceof HTTPError && err.response.status === 409) setConflict((await err.response.json()) as StepFilesConflict);
      else setOutcome({ kind: 'error', text: await failureText(err, t('steps.saveFailed')) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    loaded,
    texts,
    textsFor,
    revision,
    parsed,
    files,
    state,
    failed,
    check,
    checkFailed,
    busy,
    outcome,
    conflict,
    changed,
    save,
    /** The author typed into a file's JSON text. */
    editText: (next: Texts) => {
      setTexts(next);
      setOutcome(null);
    },
    /** The editor changed the step: its files become the JSON texts, its texts the module's. */
    editState: (next: EditorState) => {
      setTexts({ schema: jsonText(next.files.schema ?? null), ui: jsonText(next.files.ui ?? null), rules: jsonText(next.files.rules) });
      setStepTexts(next.texts);
      setOutcome(null);
    },
    loadTheirs: () => {
      if (!conflict) return;
      setLoaded(conflict.theirs);
      setTexts(textsOf(conflict.theirs));
      setConflict(null);
    },
  };
}

export type StepDraft = ReturnType<typeof useStepDraft>;
