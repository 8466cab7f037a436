import type { ComponentType } from 'react';
import type { EditorField, EditorState, FieldPanelProps } from '../../../../engine/step-editor/types';
import { BasicsPanel } from './BasicsPanel';
import { ChoicesPanel } from './ChoicesPanel';
import { MessagesPanel } from './MessagesPanel';

export interface FieldPanel {
  id: string;
  appliesTo(field: EditorField, state: EditorState): boolean;
  Panel: ComponentType<FieldPanelProps>;
}

const editable = (field: EditorField) => field.kind !== 'other';
const choice = (field: EditorField) => field.kind === 'choiceRadio' || field.kind === 'choiceSelect';

/** The selected field's panels, in order. Each helper adds its own at the end. */
export const FIELD_PANELS: FieldPanel[] = [
  { id: 'basics', appliesTo: editable, Panel: BasicsPanel },
  { id: 'choices', appliesTo: choice, Panel: ChoicesPanel },
  { id: 'messages', appliesTo: (f) => editable(f) && f.kind !== 'reading' && f.kind !== 'value', Panel: MessagesPanel },
];
