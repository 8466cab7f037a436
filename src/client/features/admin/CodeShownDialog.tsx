import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { AdminDialog } from './AdminDialog';

interface Props {
  email: string;
  code: string;
  /** undefined when no welcome e-mail was asked for. */
  mailSent?: boolean;
  onClose(): void;
}

/** The new sign-in code, shown this once (the server keeps only its hash). */
export function CodeShownDialog({ email, code, mailSent, onClose }: Props) {
  const { t } = useTranslation('admin');
  return (
    // It replaces the form dialog, whose focus goes back to the page as it closes: that must not
    // count as a click beside this one, and the code must not vanish by a stray click either.
    <AdminDialog
      open
      keepOnOutsideClick
      title={t('codeShown.title')}
      onClose={onClose}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          {t('codeShown.done')}
        </Button>
      }
    >
      <Text>{t('codeShown.text', { email })}</Text>
      <Box
        my="4"
        py="3"
        textAlign="center"
        fontFamily="mono"
        fontSize="3xl"
        fontWeight="bold"
        letterSpacing="0.3em"
        bg="bg.muted"
        borderRadius="md"
        data-testid="shown-code"
      >
        {code}
      </Box>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('codeShown.once')}</Alert.Description>
      </Alert.Root>
      {mailSent !== undefined && (
        <Text mt="3" fontSize="sm" color={mailSent ? 'fg.muted' : 'red.700'}>
          {mailSent ? t('codeShown.mailSent') : t('codeShown.mailFailed')}
        </Text>
      )}
    </AdminDialog>
  );
}
