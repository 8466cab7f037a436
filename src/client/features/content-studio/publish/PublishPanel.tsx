import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trash2, Upload } from 'lucide-react';
import { HTTPError } from '../../../api/client';
import {
  discardDraft,
  getDraft,
  getDraftImpact,
  publishDraft,
  type ContentProblems,
  type DraftDiff,
  type DraftImpact,
} from '../../../api/content';
import { czechDateTime } from '../../../components/czech-date';
import { PageSpinner } from '../../../components/PageSpinner';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { failureText } from '../../admin/run-with-alert';
import { StudioNotice } from '../variants/StudioNotice';
import { useTabShown } from '../variants/use-tab-shown';
import { ChangeList } from './ChangeList';
import { ImpactList, touchedSteps } from './ImpactList';
import { ProblemList } from './ProblemList';
import { VersionHistory } from './VersionHistory';

const NOTE_MAX = 500;

/** The publish tab: what the draft changes, publishing it with a note (or discarding it), and the history below. */
export default function PublishPanel() {
  const { t } = useTranslation('studio');
  const [draft, setDraft] = useState<DraftDiff | null>(null);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [problems, setProblems] = useState<ContentProblems | null>(null);
  const [discarding, setDiscarding] = useState(false);
  /** Bumped after a publish or a restore, so the history reads itself again. */
  const [historyKey, setHistoryKey] = useState(0);
  /** What the draft does to members' stored data; null while unknown (read after the draft, so the tab shows at once). */
  const [impact, setImpact] = useState<DraftImpact | null>(null);
  const [impactFailed, setImpactFailed] = useState(false);
  const [impactAccepted, setImpactAccepted] = useState(false);

  const reload = useCallback(async () => {
    setImpactAccepted(false);
    try {
      setDraft(await getDraft());
      setFailed(false);
    } catch {
      setFailed(true);
      return;
    }
    try {
      setImpact(await getDraftImpact());
      setImpactFailed(false);
    } catch {
      setImpactFailed(true);
    }
  }, []);
  // Shown again, the tab reads the draft and the history anew; what it said last time is gone.
  const refresh = useCallback(() => {
    setOutcome(null);
    setProblems(null);
    setHistoryKey((k) => k + 1);
    return reload();
  }, [reload]);
  useTabShown('publish', refresh);

  const publish = async () => {
    setBusy(true);
    setOutcome(null);
    setProblems(null);
    try {
      const res = await publishDraft(note.trim());
      setOutcome({ kind: 'success', text: res.message });
      setNote('');
      setHistoryKey((k) => k + 1);
      await reload();
    } catch (err) {
      const body =
        err instanceof HTTPError && err.response.status === 422 ? ((await err.response.clone().json()) as ContentProblems) : null;
      if (body?.problems?.length) setProblems(body);
      else setOutcome({ kind: 'error', text: await failureText(err, t('publish.failed')) });
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    try {
      const res = await discardDraft();
      setOutcome({ kind: 'success', text: res.message });
      setProblems(null);
    } catch (err) {
      setOutcome({ kind: 'error', text: await failureText(err, t('publish.discardFailed')) });
    }
    await reload();
  };

  const who = (path: string) => {
    const file = draft?.files.find((f) => f.path === path);
    if (!file) return undefined;
    return t('publish.changedBy', { who: file.updated_by_email ?? t('history.fromFiles'), when: czechDateTime(file.updated_at) });
  };

  if (failed) return <StudioNotice kind="error" title={t('publish.loadFailed')} />;
  if (!draft) return <PageSpinner />;
  const empty = draft.changes.length === 0;
  const touched = empty ? [] : touchedSteps(impact);
  // A draft that changes members' data is published only once the author says so.
  const blocked = touched.length > 0 && !impactAccepted;

  return (
    <Stack gap="8">
      <Stack gap="4" as="section" aria-labelledby="publish-heading">
        <Heading as="h2" size="lg" id="publish-heading">
          {t('publish.title')}
        </Heading>
        <Text color="fg.muted">{t('publish.intro', { version: draft.published_version })}</Text>
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading as="h3" size="md">
                {t('publish.changes', { count: draft.changes.length })}
              </Heading>
              {empty ? <Text>{t('publish.empty')}</Text> : <ChangeList changes={draft.changes} extra={who} />}
              <Field.Root>
                <Field.Label>{t('publish.note')}</Field.Label>
                <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={NOTE_MAX} rows={3} />
                <Field.HelperText>{t('publish.noteHelp', { count: NOTE_MAX - note.length })}</Field.HelperText>
              </Field.Root>
              {touched.length > 0 && (
                <StudioNotice kind="warning" title={t('publish.impactTitle')}>
                  <Stack gap="2">
                    <ImpactList steps={touched} />
                    <Text>{t('publish.impactNote')}</Text>
                    <Checkbox.Root checked={impactAccepted} onCheckedChange={(e) => setImpactAccepted(e.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('publish.impactConfirm')}</Checkbox.Label>
                    </Checkbox.Root>
                  </Stack>
                </StudioNotice>
              )}
              {impactFailed && !empty && <StudioNotice kind="warning" title={t('publish.impactFailed')} />}
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="blue" onClick={() => void publish()} loading={busy} disabled={empty || blocked}>
                  <Upload aria-hidden="true" />
                  {t('publish.submit')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => setDiscarding(true)} disabled={empty || busy}>
                  <Trash2 aria-hidden="true" />
                  {t('publish.discard')}
                </Button>
              </Flex>
              {outcome && <StudioNotice kind={outcome.kind} title={outcome.text} />}
              {problems?.problems && (
                <StudioNotice kind="error" title={problems.detail}>
                  <ProblemList problems={problems.problems} />
                </StudioNotice>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>

      <VersionHistory
        key={historyKey}
        onRestored={(message) => {
          setOutcome({ kind: 'success', text: message });
          void reload();
        }}
      />

      <ConfirmDialog
        open={discarding}
        title={t('publish.discardTitle')}
        confirmLabel={t('publish.discardConfirm')}
        destructive
        onConfirm={discard}
        onClose={() => setDiscarding(false)}
      >
        <Text>{t('publish.discardText', { count: draft.changes.length })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
