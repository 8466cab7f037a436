import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Field, Heading, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stepLoaders } from 'virtual:step-definitions';
import { assignItemIds } from '../../../engine/steps';
import { getVariantDetails, getVariants, type VariantDetails, type VariantSummary } from '../../api/admin';
import { PageLayout } from '../../components/PageLayout';
import { TipsDialog } from '../dialogs/TipsDialog';
import { sanitizeDescription } from '../sanitize';
import type { StepFormContext } from '../step-context';
import type { StepModule } from '../step-module';
import { StepForm } from '../StepForm';
import { tr } from '../translate';
import { useStepChecks } from '../use-step-checks';

/**
 * The content author's preview: any step of any variant rendered by the StepRunner's form from
 * its current definition, with reveal and the completion check, and nothing saved.
 */
export default function StepPreviewPage() {
  const { t } = useTranslation('step-runner');
  const [variants, setVariants] = useState<VariantSummary[]>([]);
  const [variant, setVariant] = useState('');
  const [details, setDetails] = useState<VariantDetails | null>(null);
  const [moduleName, setModuleName] = useState('');
  const [stepName, setStepName] = useState('');
  const [loaded, setLoaded] = useState<StepModule | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getVariants().then((list) => {
      setVariants(list);
      setVariant((v) => v || list[0]?.variant_name || '');
    }).catch(() => setError(t('preview.loadError')));
  }, [t]);
  useEffect(() => {
    if (!variant) return;
    getVariantDetails(variant).then((d) => {
      setDetails(d);
      setModuleName(d.modules[0]?.module_name ?? '');
      setStepName(d.modules[0]?.steps[0]?.step_name ?? '');
    }).catch(() => setError(t('preview.loadError')));
  }, [variant, t]);
  useEffect(() => {
    const loader = stepLoaders[`${moduleName}/${stepName}`];
    setLoaded(undefined);
    if (!moduleName || !stepName) return;
    if (!loader) {
      setLoaded(null);
      return;
    }
    let live = true;
    void loader().then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [moduleName, stepName]);

  const module = details?.modules.find((m) => m.module_name === moduleName);
  return (
    <PageLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Button asChild variant="plain" alignSelf="start" px="0"><RouterLink to="/admin">{t('preview.back')}</RouterLink></Button>
          <Heading as="h1" size="2xl">{t('preview.title')}</Heading>
          <Text color="fg.muted">{t('preview.intro')}</Text>
        </Stack>
        {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Picker id="preview-variant" label={t('preview.variant')} value={variant} onChange={setVariant}
            options={variants.map((v) => [v.variant_name, v.display_name])} />
          <Picker id="preview-module" label={t('preview.module')} value={moduleName}
            onChange={(m) => {
              setModuleName(m);
              setStepName(details?.modules.find((x) => x.module_name === m)?.steps[0]?.step_name ?? '');
            }}
            options={(details?.modules ?? []).map((m) => [m.module_name, m.display_name])} />
          <Picker id="preview-step" label={t('preview.step')} value={stepName} onChange={setStepName}
            options={(module?.steps ?? []).map((s) => [s.step_name, s.display_name])} />
        </SimpleGrid>
        {loaded === null && <Text data-testid="step-not-ready">{t('notReady')}</Text>}
        {loaded && <PreviewedStep key={`${moduleName}/${stepName}`} module={loaded} />}
      </Stack>
    </PageLayout>
  );
}

function Picker({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: Array<[string, string]>; onChange(v: string): void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function PreviewedStep({ module }: { module: StepModule }) {
  const { t } = useTranslation('step-runner');
  const { rules, schema } = module.definition;
  const [data, setData] = useState<Record<string, unknown>>({});
  const [revealAll, setRevealAll] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);
  const [checked, setChecked] = useState<string[] | null>(null);
  const { messagesFor, hidden } = useStepChecks(module, data, revealAll);
  // An administrator has no member data: choices from other steps show their empty message.
  const choices = useMemo(() => Object.fromEntries((rules.optionSources ?? []).map((s) => [s.target, { values: [], emptyMessage: s.emptyMessage }])), [rules.optionSources]);
  const context = useMemo<StepFormContext>(() => ({ hidden, saveSoon: () => undefined, openTips: () => setTipsOpen(true), busy: false, choices }), [hidden, choices]);
  const description = rules.description ? sanitizeDescription(tr(rules.description)) : '';
  return (
    <Stack gap="6" as="section" aria-label={t('preview.stepRegion')}>
      <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
        <Stack gap="4">
          <Stack gap="1">
            <Badge alignSelf="start" colorPalette="purple">{t('preview.nothingSaved')}</Badge>
            <Heading as="h2" size="xl">{tr(rules.title)}</Heading>
            {rules.subtitle && <Text color="fg.muted">{tr(rules.subtitle)}</Text>}
          </Stack>
          {description && <Box dangerouslySetInnerHTML={{ __html: description }} />}
          {schema && <StepForm module={module} data={data} context={context} onChange={(next) => setData(assignItemIds(next, schema))} />}
        </Stack>
      </Box>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        {schema && <Button colorPalette="blue" onClick={() => setChecked(messagesFor(data).map((m) => tr(m.messageKey, m.params)))}>{t('preview.check')}</Button>}
        {schema && rules.reveal && <Button variant="outline" onClick={() => setRevealAll((v) => !v)}>{revealAll ? t('preview.revealStepwise') : t('preview.revealAll')}</Button>}
        {rules.tips && <Button variant="outline" onClick={() => setTipsOpen(true)}>{t('preview.showTips')}</Button>}
        <Button variant="ghost" onClick={() => { setData({}); setChecked(null); }}>{t('preview.reset')}</Button>
      </Stack>
      {checked && (checked.length === 0
        ? <Alert.Root status="success" role="status"><Alert.Indicator /><Alert.Title>{t('preview.complete')}</Alert.Title></Alert.Root>
        : (
          <Alert.Root status="warning" role="status" data-testid="preview-messages">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('preview.messages', { count: checked.length })}</Alert.Title>
              <List.Root as="ol" ps="5">{checked.map((m, i) => <List.Item key={i}>{m}</List.Item>)}</List.Root>
            </Alert.Content>
          </Alert.Root>
        ))}
      {rules.celebration && <Text fontSize="sm" color="fg.muted">{t('preview.celebration', { message: tr(rules.celebration.message) })}</Text>}
      {rules.tips && <TipsDialog open={tipsOpen} title={tr(rules.tips.title)} items={rules.tips.items.map((k) => tr(k))} typed={false} onClose={() => setTipsOpen(false)} />}
    </Stack>
  );
}
