import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { STATE_LOOK, type TextState } from './text-state';

const ICONS = { missing: CircleDashed, changed: CircleAlert, ok: CircleCheck } as const;

/** A row's state: word, icon and colour together. */
export function StateBadge({ state }: { state: TextState }) {
  const { t } = useTranslation('studio');
  const look = STATE_LOOK[state];
  const Icon = ICONS[look.icon];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="md" whiteSpace="nowrap">
      <Icon size={14} aria-hidden="true" />
      {t(`texts.state.${state}`)}
    </Badge>
  );
}
