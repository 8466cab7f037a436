import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { requiredWhileHidden } from '../../../../../engine/step-editor/rule-conflicts.js';
import type { EditorState } from '../../../../../engine/step-editor/types.js';

/** Says so when the field may be required while hidden: a member could never complete the step. */
export function HiddenRequiredNotice({ state, field }: { state: EditorState; field: string }) {
  const { t } = useTranslation('studio');
  const conflict = requiredWhileHidden(state, field);
  if (!conflict) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(`editor.rules.hiddenRequired.${conflict}`)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
