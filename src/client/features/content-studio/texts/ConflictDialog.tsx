import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { AdminDialog } from '../../admin/AdminDialog';
import { plainText } from './plain-text';

export interface Conflict {
  key: string;
  language: string;
  detail: string;
  yours: string;
  theirs: string | null;
  html: boolean;
}

interface Props {
  conflict: Conflict | null;
  busy: boolean;
  onKeepTheirs(): void;
  onOverwrite(): void;
  onClose(): void;
}

/** Someone saved the text meanwhile: both values side by side, and the author decides. */
export function ConflictDialog({ conflict, busy, onKeepTheirs, onOverwrite, onClose }: Props) {
  const { t } = useTranslation('studio');
  const shown = (v: string | null) => (v === null || v === '' ? t('texts.empty') : conflict?.html ? plainText(v) : v);
  return (
    <AdminDialog
      open={conflict !== null}
      onClose={onClose}
      role="alertdialog"
      size="lg"
      keepOnOutsideClick
      title={t('texts.conflict.title')}
      footer={
        <>
          <Button variant="outline" onClick={onKeepTheirs} disabled={busy}>
            {t('texts.conflict.keepTheirs')}
          </Button>
          <Button colorPalette="blue" onClick={onOverwrite} loading={busy}>
            {t('texts.conflict.overwrite')}
          </Button>
        </>
      }
    >
      {conflict && (
        <Stack gap="4">
          <Text>{conflict.detail}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('texts.conflict.which', { key: conflict.key, language: conflict.language })}
          </Text>
          <Value heading={t('texts.conflict.theirs')} testId="conflict-theirs" value={shown(conflict.theirs)} />
          <Value heading={t('texts.conflict.yours')} testId="conflict-yours" value={shown(conflict.yours)} />
        </Stack>
      )}
    </AdminDialog>
  );
}

function Value({ heading, value, testId }: { heading: string; value: string; testId: string }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" aria-label={heading}>
      <Heading as="h3" size="sm" mb="1">
        {heading}
      </Heading>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}
