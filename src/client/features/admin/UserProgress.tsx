import { useTranslation } from 'react-i18next';
import { Badge, Box, Text } from '@chakra-ui/react';
import type { ListedUser } from '../../api/admin';
import type { ModuleProgressState, StepProgressStatus } from '../../../engine/variants/index';

const PALETTE: Record<ModuleProgressState | StepProgressStatus, string> = {
  done: 'green',
  completed: 'green',
  in_progress: 'blue',
  not_started: 'gray',
};

/** A module's or a step's state as a coloured badge: green done, blue in progress, grey not started. */
export function ProgressBadge({ state }: { state: ModuleProgressState | StepProgressStatus }) {
  const { t } = useTranslation('admin');
  const text = state === 'done' ? t('progress.moduleState.done') : t(`progress.stepStatus.${state as StepProgressStatus}`);
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle">
      {text}
    </Badge>
  );
}

/** Where the member stands: the module and step to work on, or that all is done. */
export function CurrentStepText({ user }: { user: ListedUser }) {
  const { t } = useTranslation('admin');
  const { current, modules } = user.progress;
  if (!modules.length) return <Text color="fg.muted">{t('progress.noModules')}</Text>;
  if (!current) return <Text>{t('progress.allDone')}</Text>;
  return (
    <Box data-testid="current-step">
      <Text fontSize="0.92em" color="fg.muted">
        {current.module_display_name}
      </Text>
      <Text>{current.step_display_name}</Text>
    </Box>
  );
}

/** Each module's percentage, one a line. */
export function ModulePercentages({ user }: { user: ListedUser }) {
  const { t } = useTranslation('admin');
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" fontSize="0.92em">
      {user.progress.modules.map((m) => (
        <Box as="li" key={m.module_name}>
          {m.display_name}:{' '}
          <Box as="span" whiteSpace="nowrap">
            {t('progress.percent', { value: m.percentage })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The table's progress cell and the card's progress item: the current step above the modules' percentages. */
export function ProgressCell({ user }: { user: ListedUser }) {
  return (
    <Box display="grid" gap="1">
      <CurrentStepText user={user} />
      {user.progress.modules.length > 0 && <ModulePercentages user={user} />}
    </Box>
  );
}
