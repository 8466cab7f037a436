import type { ComponentType } from 'react';
import { canDeriveInto } from '../../../../engine/step-editor/derive-ops';
import { canTakeChoices } from '../../../../engine/step-editor/source-ops';
import type { EditorField, EditorState, FieldPanelProps } from '../../../../engine/step-editor/types';
import { DerivedListPanel } from './panels/DerivedListPanel';
import { OptionSourcePanel } from './panels/OptionSourcePanel';

export interface FieldPanel {
  id: string;
  appliesTo(field: EditorField, state: EditorState): boolean;
  Panel: ComponentType<FieldPanelProps>;
}

/** The selected field's panels, in order. Each helper adds its own at the end. */
export const FIELD_PANELS: FieldPanel[] = [
  { id: 'optionSource', appliesTo: (field) => canTakeChoices(field), Panel: OptionSourcePanel },
  { id: 'derivedList', appliesTo: (field) => canDeriveInto(field), Panel: DerivedListPanel },
];
