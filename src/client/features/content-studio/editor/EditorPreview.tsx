import { useState } from 'react';
import { Alert, Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PreviewSourceChoice } from '../../../step-runner/preview/preview-api';
import { PreviewedStep } from '../../../step-runner/preview/PreviewedStep';
import { PreviewSourcePicker } from '../../../step-runner/preview/PreviewSourcePicker';
import { usePreviewPane } from '../../../step-runner/preview/use-preview-pane';
import { setTextVariant } from '../../../step-runner/translate';

export interface EditorPreviewProps {
  variant: string;
  module: string;
  step: string;
  /** Changes after each save of the draft (the editor's autosave): the step is shown again as saved. */
  revision: number;
}

/**
 * The live preview beside the step editor (issue 33 item 2): the draft step as a member sees it,
 * with sample data or a member's data behind the steps it builds on, following each save of the
 * draft; what the author typed into it stays where its field still exists. The step runner's own
 * preview (PreviewedStep) draws it.
 */
export function EditorPreview({ variant, module, step, revision }: EditorPreviewProps) {
  const { t } = useTranslation('step-runner');
  const [picked, setPicked] = useState<PreviewSourceChoice>({ source: 'sample', variant });
  // A member belongs to one variant: another variant starts from sample data again.
  const choice: PreviewSourceChoice = picked.variant === variant ? picked : { source: 'sample', variant };
  const { shown, error, onData } = usePreviewPane({ variant, module, step, revision, choice });
  // Texts naming "{variant}" show the variant previewed, as its members would see them.
  setTextVariant(variant || undefined);

  return (
    <Stack
      gap="4"
      data-testid="editor-preview"
      data-revision={shown?.revision}
      data-shown-ms={shown?.ms}
      minW="0"
      aria-busy={!shown || shown.revision !== revision}
    >
      <PreviewSourcePicker choice={choice} onChange={setPicked} />
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {choice.source === 'member' && choice.userId === undefined && (
        <Text color="fg.muted" fontSize="sm">
          {t('preview.source.memberHint')}
        </Text>
      )}
      {!shown && !error && (
        <Box py="6" textAlign="center">
          <Spinner size="sm" aria-label={t('preview.source.loading')} />
        </Box>
      )}
      {shown?.module === null && <Text data-testid="step-not-ready">{t('notReady')}</Text>}
      {shown?.module && (
        <PreviewedStep
          key={`${variant}/${module}/${step}`}
          module={shown.module}
          basis={shown.basis}
          source={choice.source === 'member' && choice.userId === undefined ? undefined : choice}
          onData={onData}
        />
      )}
    </Stack>
  );
}
