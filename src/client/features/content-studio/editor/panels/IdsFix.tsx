import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@chakra-ui/react';
import { StudioNotice } from '../../variants/StudioNotice';

/**
 * A source list whose rows keep no ids (no `ids` rule): what goes wrong, and one button that
 * mends the source step in the draft. `problemKey`: the panel's words for what would go wrong.
 */
export function IdsFix({ problemKey, stepTitle, onFix }: { problemKey: string; stepTitle: string; onFix: () => Promise<void> }) {
  const { t } = useTranslation('studio');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const fix = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onFix();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" align="start">
      <StudioNotice kind="warning" title={t(problemKey, { step: stepTitle })} />
      <Button size="sm" variant="outline" onClick={() => void fix()} loading={busy}>
        {t('editor.source.fixIds', { step: stepTitle })}
      </Button>
      {failed && <StudioNotice kind="error" title={t('editor.source.fixFailed', { step: stepTitle })} />}
    </Stack>
  );
}
