import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import { Check, CircleAlert, LoaderCircle, Pencil } from 'lucide-react';
import type { SaveState } from './use-autosave';

const LOOK: Record<SaveState, { palette: string; Icon: typeof Check }> = {
  idle: { palette: 'gray', Icon: Check },
  saved: { palette: 'green', Icon: Check },
  pending: { palette: 'orange', Icon: Pencil },
  saving: { palette: 'blue', Icon: LoaderCircle },
  error: { palette: 'red', Icon: CircleAlert },
  conflict: { palette: 'red', Icon: CircleAlert },
};

/** Whether the editor's work is in the draft: a live status, as a member's autosave line. */
export function SaveBadge({ state }: { state: SaveState }) {
  const { t } = useTranslation('studio');
  const { palette, Icon } = LOOK[state];
  return (
    <Badge colorPalette={palette} size="lg" role="status" data-testid="editor-save-state">
      <Icon size={14} aria-hidden="true" />
      {t(`editor.save.${state}`)}
    </Badge>
  );
}
