import { useTranslation } from 'react-i18next';
import { setStepText, textOf } from '../../../../engine/step-editor/texts';
import type { EditorState } from '../../../../engine/step-editor/types';
import { PanelBox } from './PanelBox';
import { RichTextPair } from './RichTextPair';
import { TextPair } from './TextPair';

interface Props {
  state: EditorState;
  onChange(next: EditorState): void;
}

/** The step's title, subtitle and description (rich text, opened for editing one language at a time). */
export function StepTexts({ state, onChange }: Props) {
  const { t } = useTranslation('studio');
  const { rules } = state.files;
  return (
    <PanelBox title={t('editor.stepTexts.title')}>
      <TextPair
        label={t('editor.stepTexts.name')}
        value={(lng) => textOf(state, rules.title, lng)}
        onChange={(lng, text) => onChange(setStepText(state, 'title', lng, text))}
        czechRequired
      />
      <TextPair
        label={t('editor.stepTexts.subtitle')}
        value={(lng) => textOf(state, rules.subtitle, lng)}
        onChange={(lng, text) => onChange(setStepText(state, 'subtitle', lng, text))}
      />
      <RichTextPair
        label={t('editor.stepTexts.description')}
        value={(lng) => textOf(state, rules.description, lng)}
        onChange={(lng, html) => onChange(setStepText(state, 'description', lng, html))}
      />
    </PanelBox>
  );
}
