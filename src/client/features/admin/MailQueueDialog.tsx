import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getMailQueue, retryMail, type MailQueueState } from '../../api/member-import';
import { AdminDialog } from './AdminDialog';
import { useAdminAlert } from './alert-store';
import { failureText } from './run-with-alert';

/** The mail queue's state: how many e-mails wait, went out and failed, and 'Zkusit znovu' for each failed one. */
export function MailQueueDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<MailQueueState | null>(null);
  const load = useCallback(async () => {
    try {
      setState(await getMailQueue());
    } catch (err) {
      useAdminAlert.getState().showError(await failureText(err, t('mailQueue.loadFailed')));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  const retry = async (id: number) => {
    const { showError, showSuccess } = useAdminAlert.getState();
    try {
      showSuccess((await retryMail(id)).message);
    } catch (err) {
      showError(await failureText(err, t('mailQueue.retryFailed')));
    }
    await load();
  };

  const counts = [
    ['queued', state?.queued],
    ['sent', state?.sent],
    ['failed', state?.failed],
  ] as const;
  return (
    <AdminDialog
      open
      title={t('mailQueue.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={() => void load()}>
            {t('mailQueue.refresh')}
          </Button>
          <Button colorPalette="blue" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('mailQueue.intro')}
        </Text>
        <SimpleGrid columns={3} gap="3" as="dl">
          {counts.map(([key, value]) => (
            <Box key={key} borderWidth="1px" borderRadius="md" p="3" textAlign="center" data-testid={`mail-${key}`}>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {t(`mailQueue.${key}`)}
              </Text>
              <Text as="dd" fontSize="2xl" fontWeight="bold" color={key === 'failed' && value ? 'red.700' : undefined}>
                {value ?? '–'}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text as="h3" fontWeight="semibold">
          {t('mailQueue.failedHeading')}
        </Text>
        {state && state.failed_mails.length === 0 ? (
          <Text color="fg.muted">{t('mailQueue.noFailed')}</Text>
        ) : (
          <List.Root as="ul" listStyleType="none" gap="2" m="0" p="0">
            {state?.failed_mails.map((mail) => (
              <List.Item key={mail.id} borderWidth="1px" borderRadius="md" p="3">
                <Flex gap="3" justify="space-between" align="center" wrap="wrap">
                  <Box minW="0" overflowWrap="anywhere">
                    <Text fontWeight="semibold">{mail.to}</Text>
                    <Text fontSize="sm">{mail.subject}</Text>
                    <Text fontSize="sm" color="red.800">
                      {mail.error}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('mailQueue.attempts', { count: mail.attempts })}
                    </Text>
                  </Box>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('mailQueue.retryLabel', { to: mail.to })}
                    onClick={() => void retry(mail.id)}
                  >
                    {t('mailQueue.retry')}
                  </Button>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </AdminDialog>
  );
}
