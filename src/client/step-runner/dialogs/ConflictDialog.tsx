import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StepDialog } from './StepDialog';

/** A save found newer work on the server (another tab or device): the user picks which to keep. */
export function ConflictDialog({ open, onTakeServer, onKeepMine }: { open: boolean; onTakeServer(): void; onKeepMine(): void }) {
  const { t } = useTranslation('step-runner');
  return (
    <StepDialog
      open={open}
      role="alertdialog"
      title={t('conflict.title')}
      onClose={onKeepMine}
      footer={
        <>
          <Button variant="outline" onClick={onTakeServer}>
            {t('conflict.takeServer')}
          </Button>
          <Button onClick={onKeepMine}>{t('conflict.keepMine')}</Button>
        </>
      }
    >
      <Text>{t('conflict.text')}</Text>
    </StepDialog>
  );
}
