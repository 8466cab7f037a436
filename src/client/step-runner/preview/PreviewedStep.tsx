// biome-ignore-all lint/suspicious/noArrayIndexKey: the messages are a fixed list in the order the check returns them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { assignItemIds } from '../../../engine/steps';
import { errorDetail } from '../../api/client';
import { TipsDialog } from '../dialogs/TipsDialog';
import { AuthoredHtml } from '../AuthoredHtml';
import type { StepFormContext } from '../step-context';
import type { StepModule } from '../step-module';
import { StepForm } from '../StepForm';
import { tr } from '../translate';
import { useConfirmations } from '../use-confirmations';
import { useStepChecks } from '../use-step-checks';
import { checkPreviewStep, type PreviewSourceChoice } from './preview-api';

/** The data behind a previewed step: its own as a member's read computes it, and the choices it takes from other steps. */
export interface PreviewBasis {
  data: Record<string, unknown>;
  choices: StepFormContext['choices'];
}

const NO_DATA: Record<string, unknown> = {};

/**
 * One step as a member sees it, with reveal (stepwise or all at once), its tips, and the
 * completion check, which the server answers with its own validators; nothing is saved.
 * `basis`: the data behind it (sample data or a member's), shown again whenever a new one comes;
 * without, the steps it reads hold nothing. `source` is what the check runs against.
 */
export function PreviewedStep({
  module,
  basis,
  source,
  onData,
}: {
  module: StepModule;
  basis?: PreviewBasis;
  source?: PreviewSourceChoice;
  /** Every change of the data in the form (the editor's pane sends it back with the next revision). */
  onData?(data: Record<string, unknown>): void;
}) {
  const { t } = useTranslation('step-runner');
  const { rules, schema } = module.definition;
  const start = useMemo(() => (schema ? assignItemIds(basis?.data ?? NO_DATA, schema) : NO_DATA), [basis, schema]);
  const [data, setData] = useState<Record<string, unknown>>(start);
  const [shown, setShown] = useState(start);
  const [revealAll, setRevealAll] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<string[] | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  // A new module (the draft read again) is drawn by a new form: rjsf's fields keep what they drew while their data
  // is unchanged, and a changed text is not their data.
  const [drawn, setDrawn] = useState({ module, form: 0 });
  if (drawn.module !== module) setDrawn({ module, form: drawn.form + 1 });
  // A new basis (another source, the draft saved again) replaces the form's data, and the last check's answer with it.
  if (shown !== start) {
    setShown(start);
    setData(start);
    setChecked(null);
    setCheckError(null);
  }
  const latest = useRef(data);
  latest.current = data;
  // As for a member: an answer waiting for its Continue keeps what it reveals hidden.
  const { confirmed, confirm } = useConfirmations(
    rules.reveal,
    {},
    useCallback(() => latest.current, []),
  );
  const { hidden } = useStepChecks(module, data, revealAll, confirmed);
  // Without data behind the preview, choices from other steps show their empty message.
  const choices = useMemo(
    () => ({
      ...Object.fromEntries((rules.optionSources ?? []).map((s) => [s.target, { values: [], emptyMessage: s.emptyMessage }])),
      ...basis?.choices,
    }),
    [rules.optionSources, basis],
  );
  const onDataRef = useRef(onData);
  onDataRef.current = onData;
  useEffect(() => {
    onDataRef.current?.(data);
  }, [data]);

  // A card that completes the step (the card layout's last) runs the check here: nothing is completed.
  const checkRef = useRef<() => void>(() => undefined);
  const context = useMemo<StepFormContext>(
    () => ({
      hidden,
      saveSoon: () => undefined,
      openTips: () => setTipsOpen(true),
      busy: false,
      choices,
      confirmed,
      confirm,
      complete: () => checkRef.current(),
    }),
    [hidden, choices, confirmed, confirm],
  );
  const description = rules.description ? tr(rules.description) : '';

  const check = async () => {
    setChecking(true);
    setCheckError(null);
    try {
      setChecked(await checkPreviewStep(module.definition.module, module.definition.step, data, source));
    } catch (err) {
      setChecked(null);
      setCheckError((await errorDetail(err)) ?? t('preview.checkError'));
    } finally {
      setChecking(false);
    }
  };
  checkRef.current = () => void check();

  return (
    <Stack gap="6" as="section" aria-label={t('preview.stepRegion')}>
      <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
        <Stack gap="4">
          <Stack gap="1">
            <Badge alignSelf="start" colorPalette="purple">
              {t('preview.nothingSaved')}
            </Badge>
            <Heading as="h2" size="xl">
              {tr(rules.title)}
            </Heading>
            {rules.subtitle && <Text color="fg.muted">{tr(rules.subtitle)}</Text>}
          </Stack>
          {description && <AuthoredHtml html={description} />}
          {schema && (
            <StepForm
              key={drawn.form}
              module={module}
              data={data}
              context={context}
              onChange={(next) => setData(assignItemIds(next, schema))}
            />
          )}
        </Stack>
      </Box>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        {schema && (
          <Button colorPalette="blue" loading={checking} onClick={() => void check()}>
            {t('preview.check')}
          </Button>
        )}
        {schema && rules.reveal && (
          <Button variant="outline" onClick={() => setRevealAll((v) => !v)}>
            {revealAll ? t('preview.revealStepwise') : t('preview.revealAll')}
          </Button>
        )}
        {rules.tips && (
          <Button variant="outline" onClick={() => setTipsOpen(true)}>
            {t('preview.showTips')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            setData(start);
            setChecked(null);
            setCheckError(null);
          }}
        >
          {t('preview.reset')}
        </Button>
      </Stack>
      {checkError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{checkError}</Alert.Title>
        </Alert.Root>
      )}
      {checked &&
        (checked.length === 0 ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('preview.complete')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Alert.Root status="warning" role="status" data-testid="preview-messages">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('preview.messages', { count: checked.length })}</Alert.Title>
              <List.Root as="ol" ps="5">
                {checked.map((m, i) => (
                  <List.Item key={i}>{m}</List.Item>
                ))}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        ))}
      {rules.celebration && (
        <Text fontSize="sm" color="fg.muted">
          {t('preview.celebration', { message: tr(rules.celebration.message) })}
        </Text>
      )}
      {rules.tips && (
        <TipsDialog
          open={tipsOpen}
          title={tr(rules.tips.title)}
          items={rules.tips.items.map((k) => tr(k))}
          typed={false}
          onClose={() => setTipsOpen(false)}
        />
      )}
    </Stack>
  );
}
