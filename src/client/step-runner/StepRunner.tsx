import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createAutosave } from './autosave-store';
import { CelebrationOverlay } from './dialogs/CelebrationOverlay';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { RemovalDialog } from './dialogs/RemovalDialog';
import { StepDialog } from './dialogs/StepDialog';
import { TipsDialog } from './dialogs/TipsDialog';
import type { LoadedStep } from './load-step';
import { SaveStatusIndicator } from './SaveStatusIndicator';
import { sameData } from './same-data';
import { conditionCheck } from './step-module';
import type { StepFormContext } from './step-context';
import { StepForm } from './StepForm';
import { tr } from './translate';
import { useCompletion } from './use-completion';
import { useCompleteOnLoad } from './use-complete-on-load';
import { DownloadPanel } from './DownloadPanel';
import { paths } from '../app/paths';
import { useConfirmations } from './use-confirmations';
import { useStepChecks } from './use-step-checks';
import { useRemovalGuard } from './use-removal-guard';
import { UndoBar } from './UndoBar';
import { cardCompletes, missingItems, watchedChanged } from '../../engine/steps';
import { MissingList, missingLabel, missingSummary } from './MissingList';
import { resetDependentSteps } from '../api/steps';
import { invalidateProgress } from '../api/variants';

const NOTICE_MS = 2000;
/** Spec: the roles warning shows 8 s. */
const RESET_NOTICE_MS = 8000;

interface Props {
  loaded: LoadedStep;
  moduleName: string;
  stepName: string;
  userId: number;
  /** The module's progress changed without leaving the page (a completion, also one made on load). */
  onProgressChange?(): void;
}

/** One step: its form with autosave, the save status, the notices and the completion flow. */
export function StepRunner({ loaded, moduleName, stepName, userId, onProgressChange }: Props) {
  const { t } = useTranslation('step-runner');
  const { module } = loaded;
  const { rules, schema } = module.definition;
  // The reset call a confirmed change started: an undo waits for it, so a late reset cannot reopen what the undo completed again.
  const resetting = useRef<Promise<void>>(Promise.resolve());
  const [store] = useState(() =>
    createAutosave({
      path: loaded.path,
      userId,
      stepKey: loaded.stepKey,
      initial: { data: loaded.data, version: loaded.version, dirty: loaded.recovered, serverData: loaded.serverData },
      errorPrefix: tr(rules.saveErrorPrefix) || t('saveErrorPrefix'),
      itemSave: rules.itemSave,
      onConfirmed: (before, after) => {
        const rule = rules.resetDependents;
        if (rule && watchedChanged(rule.watch, before, after, conditionCheck(module)))
          resetting.current = resetDependents(rule.message, rule.durationMs ?? RESET_NOTICE_MS);
      },
    }),
  );
  const [resetNotice, setResetNotice] = useState<string | null>(null);
  // Later steps were built on what just changed: they must be completed again (spec: roles warning 8 s).
  async function resetDependents(message: string, durationMs: number) {
    try {
      const { reset_steps, reset_elsewhere } = await resetDependentSteps(moduleName, stepName);
      if (!reset_steps.length && !reset_elsewhere?.length) return;
      invalidateProgress();
      setResetNotice(tr(message));
      setTimeout(() => setResetNotice(null), durationMs);
    } catch (err) {
      console.error(err);
      setResetNotice(`Error: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const data = useStore(store, (s) => s.data);
  const dirty = useStore(store, (s) => s.dirty);
  const saving = useStore(store, (s) => s.status === 'saving');
  const conflict = useStore(store, (s) => s.conflict);
  const [notice, setNotice] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  // A step that asks for it shows every block at once once saved (spec: team goals); otherwise blocks reveal one by one.
  const [revealAll] = useState(() => Boolean(rules.revealAllOnceSaved) && (loaded.version > 0 || loaded.recovered));
  const currentData = useCallback(() => store.getState().data, [store]);
  const { confirmed, confirm } = useConfirmations(rules.reveal, loaded.data, currentData);
  const { messagesFor, hidden, missing } = useStepChecks(module, data, revealAll, confirmed);
  const firstMessage = useCallback(() => {
    const first = messagesFor(store.getState().data)[0];
    return first && tr(first.messageKey, first.params);
  }, [messagesFor, store]);

  const flow = useCompletion({
    moduleName,
    stepName,
    path: loaded.path,
    rules,
    store,
    firstMessage,
    hasSchema: Boolean(schema),
    onCompleted: onProgressChange,
  });

  const busy = flow.completing;
  const saveSoon = useCallback(() => setTimeout(() => void store.getState().save(), 0), [store]);
  const { complete: runCompletion } = flow;
  const complete = useCallback(() => void runCompletion(), [runCompletion]);
  const context = useMemo<StepFormContext>(
    () => ({
      hidden,
      saveSoon,
      openTips: flow.openTips,
      busy,
      choices: loaded.choices,
      confirmed,
      confirm,
      complete,
      completed: loaded.completed,
    }),
    [hidden, saveSoon, flow.openTips, busy, loaded.choices, confirmed, confirm, complete, loaded.completed],
  );
  const loadCompletionError = useCompleteOnLoad(Boolean(rules.completeOnLoad), loaded.path, onProgressChange);
  // A card that completes the step (the card layout's last) stands for the save and complete
  // buttons: answers save themselves; a step that completes itself on load has none either.
  const ownButtons = !cardCompletes(module.definition.ui) && !rules.completeOnLoad;
  // An undone removal took the reset of later steps back too: its warning no longer holds.
  const onUndone = useCallback(() => {
    setResetNotice(null);
    onProgressChange?.();
  }, [onProgressChange]);
  // Every edit passes here: new list rows get their local id (spec: counters from the highest id
  // plus one), and one removing what later steps were built on waits for the member's answer.
  const check = useMemo(() => conditionCheck(module), [module]);
  const resetSettled = useCallback(() => resetting.current, []);
  const guard = useRemovalGuard({ path: loaded.path, rules, schema, check, store, onUndone, resetSettled });

  const hint = missing.length ? messagesFor(data)[0] : undefined;
  // A long form lists every field still missing: the server's after a refused completion, else the page's own check.
  const missingPaths = useMemo(
    () => (rules.missingList ? (flow.serverMissing ?? missing.map((e) => e.path)) : []),
    [rules.missingList, flow.serverMissing, missing],
  );
  const missingList = useMemo(() => missingItems(missingPaths, data, module.definition.ui), [missingPaths, data, module]);
  const itemText = (n: number) => t('item', { n });
  const missingLabels = missingList.map((item) => missingLabel(item, itemText));
  const summary = missingSummary(missingList, itemText, t);
  /** A message that names what is missing: '… týmu. Chybí: Jana Nováková – Přínos pro tým.' */
  const naming = (text: string) => (summary ? `${text.replace(/[.!?…]?$/, '.')} ${summary}` : text);

  // A completion error speaks of the data it was given: once the member changes that, it goes.
  const errorFor = useRef<unknown>(undefined);
  useEffect(() => {
    errorFor.current = flow.error ? store.getState().data : undefined;
  }, [flow.error, store]);
  const { clearError } = flow;
  useEffect(() => {
    if (errorFor.current !== undefined && !sameData(data, errorFor.current)) clearError();
  }, [data, clearError]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!store.getState().dirty) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const online = () => void store.getState().save();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', online);
    // Edits restored from this browser go to the server straight away.
    if (store.getState().dirty) void store.getState().save();
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
      // Leaving the step inside the app: what is typed goes to the server (and stays local until then).
      void store.getState().save();
      store.getState().dispose();
    };
  }, [store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the action runs once, on arrival with the parameter, not again when the store or the parameters change.
  useEffect(() => {
    const action = rules.queryActions?.find((a) => searchParams.get(a.param) === a.value);
    if (!action) return;
    const next = new URLSearchParams(searchParams);
    next.delete(action.param);
    setSearchParams(next, { replace: true });
    if (action.set) {
      const current = store.getState().data;
      const updates = Object.fromEntries(Object.entries(action.set).map(([pointer, value]) => [pointer.replace(/^\//, ''), value]));
      store.getState().edit({ ...current, ...updates });
      void store.getState().save();
    }
    if (action.openTipsAfterMs !== undefined) {
      const timer = setTimeout(flow.openTips, action.openTipsAfterMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, []);

  const saveDraft = async () => {
    if (await store.getState().save(true)) {
      setNotice(t('draftSaved'));
      setTimeout(() => setNotice(null), NOTICE_MS);
    }
  };

  // A page the member only reads (rules.readOnly) says nothing of saving and offers no save.
  const editable = Boolean(schema) && !rules.readOnly;
  const showComplete = !(rules.completeButton === 'hiddenUntilFilled' && missing.length > 0);
  return (
    <Stack gap="6">
      {resetNotice && (
        <Alert.Root status="warning" role="alert" data-testid="reset-notice">
          <Alert.Indicator />
          <Alert.Title>{resetNotice}</Alert.Title>
        </Alert.Root>
      )}
      {loaded.loadFailed && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            {rules.loadError && <Alert.Title>{tr(rules.loadError)}</Alert.Title>}
            <Alert.Description>{t(loaded.loadFailed === 'connection' ? 'loadConnectionError' : 'loadError')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {loaded.recovered && (
        <Alert.Root status="info" data-testid="recovered-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('recovered.title')}</Alert.Title>
            <Alert.Description>{t('recovered.text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {schema && (
        <>
          {editable && (
            <Flex justify="space-between" align="center" gap="4" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="autosave-notice">
                {rules.autosaveNotice ? tr(rules.autosaveNotice) : t('autosaveNotice')}
              </Text>
              <SaveStatusIndicator store={store} />
            </Flex>
          )}
          <Box onFocus={guard.noteFocus}>
            <StepForm module={module} data={data} context={context} onChange={guard.onChange} revision={guard.revision} />
          </Box>
        </>
      )}
      {rules.download && <DownloadPanel action={rules.download} moduleName={moduleName} backTo={paths.workflow(moduleName)} />}
      <Stack gap="3" as="section" aria-label={t('actions')}>
        {loadCompletionError && (
          <Alert.Root status="error" role="alert" data-testid="step-error">
            <Alert.Indicator />
            <Alert.Title>{loadCompletionError}</Alert.Title>
          </Alert.Root>
        )}
        {flow.error && (
          <Alert.Root status="error" role="alert" data-testid="step-error">
            <Alert.Indicator />
            <Alert.Title>{flow.serverMissing ? naming(flow.error) : flow.error}</Alert.Title>
          </Alert.Root>
        )}
        {flow.success && (
          <Alert.Root status="success" role="status" data-testid="step-success">
            <Alert.Indicator />
            <Alert.Title>{flow.success}</Alert.Title>
          </Alert.Root>
        )}
        {notice && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        {ownButtons && (
          <Flex gap="3" wrap="wrap" align="center">
            {editable && (
              <Button variant="outline" onClick={() => void saveDraft()} disabled={busy || saving || !dirty}>
                {t('save')}
              </Button>
            )}
            {showComplete && (
              <Button
                colorPalette="blue"
                onClick={() => void flow.complete()}
                disabled={busy || saving || missing.length > 0 || Boolean(flow.success)}
                aria-describedby={hint ? 'complete-hint' : undefined}
              >
                {busy ? t('completing') : t('complete')}
              </Button>
            )}
          </Flex>
        )}
        {ownButtons && hint && !flow.error && (
          <Text id="complete-hint" fontSize="sm" color="fg.muted" data-testid="complete-hint">
            {t('formIncomplete')}: {naming(tr(hint.messageKey, hint.params))}
          </Text>
        )}
        {ownButtons && missingList.length > 0 && <MissingList items={missingList} labels={missingLabels} />}
      </Stack>
      {rules.tips && (
        <TipsDialog
          open={flow.popup?.kind === 'tips'}
          title={tr(rules.tips.title)}
          items={rules.tips.items.map((k) => tr(k))}
          typed={rules.tips.typed ?? false}
          onClose={() => flow.setPopup(null)}
        />
      )}
      {flow.popup?.kind === 'error' && (
        <StepDialog open role="alertdialog" title={flow.popup.title} onClose={() => flow.setPopup(null)}>
          <Text>{flow.popup.text}</Text>
        </StepDialog>
      )}
      <RemovalDialog question={guard.question} ui={module.definition.ui} onConfirm={() => void guard.confirm()} onCancel={guard.cancel} />
      <UndoBar state={guard.undo} canUndo={guard.canUndo} onUndo={() => void guard.takeBack()} onDismiss={guard.dismissUndo} />
      <ConflictDialog
        open={Boolean(conflict)}
        onTakeServer={() => store.getState().takeServerVersion()}
        onKeepMine={() => void store.getState().keepMine()}
      />
      {flow.celebrating && rules.celebration && <CelebrationOverlay message={tr(rules.celebration.message)} />}
    </Stack>
  );
}
