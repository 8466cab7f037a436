import { useTranslation } from 'react-i18next';
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

export function PageSpinner() {
  const { t } = useTranslation('shell');
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="lg" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
