import { useState } from 'react';
import { Alert, Button, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/PageLayout';
import { EditorPreview } from '../../features/content-studio/editor/EditorPreview';
import { usePreviewSelection } from './use-preview-selection';

/**
 * The content author's preview: any step of any variant rendered by the StepRunner's form as the
 * draft has it now, with sample data or a member's behind the steps it builds on (the editor's
 * pane, EditorPreview), at an address that names it: /admin/preview?variant=…&module=…&step=….
 */
export default function StepPreviewPage() {
  const { t } = useTranslation('step-runner');
  const { variants, details, variant, module, step, failed, select } = usePreviewSelection();
  const moduleName = module?.module_name ?? '';
  const stepName = step?.step_name ?? '';
  // 'Načíst koncept znovu' reads the draft again, keeping what was typed, as the editor's saves do.
  const [revision, setRevision] = useState(0);

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
        {failed && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('preview.loadError')}</Alert.Title>
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
        {moduleName && stepName && (
          <>
            <Button variant="outline" size="sm" alignSelf="start" onClick={() => setRevision((r) => r + 1)}>
              {t('preview.reload')}
            </Button>
            <EditorPreview variant={variant} module={moduleName} step={stepName} revision={revision} />
          </>
        )}
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
