import { useTranslation } from 'react-i18next';
import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  const { t } = useTranslation('shell');
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="lg" aria-label={t('loading')} />
    </Center>
  );
}
