import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { getUserProgress, type UserProgressDetail } from '../../api/admin';
import { czechDateTime } from '../../components/czech-date';
import { ProgressBadge } from './UserProgress';

/** undefined while loading, null when it could not be read. */
function useUserProgress(userId: number): UserProgressDetail | null | undefined {
  const [progress, setProgress] = useState<UserProgressDetail | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setProgress(undefined);
    getUserProgress(userId).then(
      (p) => current && setProgress(p),
      () => current && setProgress(null),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  return progress;
}

/**
 * The user detail's 'Postup v modulech': every module the member may open with its state and
 * percentage, and each of its steps with its status and the Czech dates it was started and
 * completed. Read when the detail opens, so the dates are those of this moment.
 */
export function UserProgressSection({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const progress = useUserProgress(userId);
  return (
    <Stack as="section" gap="3" aria-labelledby="user-progress-heading" data-testid="user-progress">
      <Heading as="h3" size="sm" id="user-progress-heading">
        {t('userDetail.progress')}
      </Heading>
      {progress === undefined && <Spinner size="sm" aria-label={t('loading')} />}
      {progress === null && <Text color="red.700">{t('userDetail.progressFailed')}</Text>}
      {progress && progress.modules.length === 0 && <Text color="fg.muted">{t('progress.noModules')}</Text>}
      {progress?.modules.map((m) => (
        <Stack key={m.module_name} gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid={`progress-module-${m.module_name}`}>
          <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h4" size="xs">
              {m.display_name}
            </Heading>
            <Flex gap="2" align="center">
              <Text fontSize="sm" color="fg.muted">
                {t('progress.steps', { done: m.completed_steps, count: m.total_steps })} · {t('progress.percent', { value: m.percentage })}
              </Text>
              <ProgressBadge state={m.state} />
            </Flex>
          </Flex>
          <Box as="ol" m="0" ps="5" display="grid" gap="1.5">
            {m.steps.map((s) => (
              <Box as="li" key={s.step_name} data-testid={`progress-step-${s.step_name}`}>
                <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
                  <Text>{s.display_name}</Text>
                  <ProgressBadge state={s.status} />
                </Flex>
                {(s.started_at || s.completed_at) && (
                  <Text fontSize="sm" color="fg.muted">
                    {[
                      s.started_at && t('progress.started', { date: czechDateTime(s.started_at) }),
                      s.completed_at && t('progress.completed', { date: czechDateTime(s.completed_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
