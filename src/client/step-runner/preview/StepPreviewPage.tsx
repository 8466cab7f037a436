import { useEffect, useState } from 'react';
import { Alert, Button, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../api/client';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/PageLayout';
import type { StepModule } from '../step-module';
import { loadPreviewStep } from './preview-api';
import { PreviewedStep } from './PreviewedStep';
import { setTextVariant } from '../translate';
import { usePreviewSelection } from './use-preview-selection';

/**
 * The content author's preview: any step of any variant rendered by the StepRunner's form as the
 * draft has it now (a reload shows an edit members do not see yet), at an address that names it:
 * /admin/preview?variant=…&module=…&step=….
 */
export default function StepPreviewPage() {
  const { t } = useTranslation('step-runner');
  const { variants, details, variant, module, step, failed, select } = usePreviewSelection();
  const moduleName = module?.module_name ?? '';
  const stepName = step?.step_name ?? '';
  const [loaded, setLoaded] = useState<StepModule | null | undefined>(undefined);
  const [stepError, setStepError] = useState<string | null>(null);

  useEffect(() => {
    setLoaded(undefined);
    setStepError(null);
    if (!moduleName || !stepName) return;
    let live = true;
    // The step's texts and the variant's come with it, as the draft has them.
    loadPreviewStep(moduleName, stepName, variant).then(
      (m) => {
        if (live) setLoaded(m);
      },
      async (err: unknown) => {
        const detail = (await errorDetail(err)) ?? t('preview.stepLoadError');
        if (live) setStepError(detail);
      },
    );
    return () => {
      live = false;
    };
  }, [moduleName, stepName, variant, t]);

  const error = failed ? t('preview.loadError') : stepError;
  // Texts naming "{variant}" show the variant picked here, as its members would see them.
  setTextVariant(variant || undefined);
  return (
    <PageLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Button asChild variant="plain" alignSelf="start" px="0">
            <RouterLink to={paths.adminContent}>{t('preview.back')}</RouterLink>
          </Button>
          <Heading as="h1" size="2xl">
            {t('preview.title')}
          </Heading>
          <Text color="fg.muted">{t('preview.intro')}</Text>
        </Stack>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Picker
            id="preview-variant"
            label={t('preview.variant')}
            value={variant}
            onChange={(v) => select({ variant: v })}
            options={variants.map((v) => [v.variant_name, v.display_name])}
          />
          <Picker
            id="preview-module"
            label={t('preview.module')}
            value={moduleName}
            onChange={(m) => select({ variant, module: m })}
            options={(details?.modules ?? []).map((m) => [m.module_name, m.display_name])}
          />
          <Picker
            id="preview-step"
            label={t('preview.step')}
            value={stepName}
            onChange={(s) => select({ variant, module: moduleName, step: s })}
            options={(module?.steps ?? []).map((s) => [s.step_name, s.display_name])}
          />
        </SimpleGrid>
        {loaded === null && <Text data-testid="step-not-ready">{t('notReady')}</Text>}
        {loaded && <PreviewedStep key={`${variant}/${moduleName}/${stepName}`} module={loaded} />}
      </Stack>
    </PageLayout>
  );
}

function Picker({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange(v: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
