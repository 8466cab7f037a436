import type { ComponentType } from 'react';
import { canDeriveInto } from '../../../../engine/step-editor/derive-ops';
import { canTakeChoices } from '../../../../engine/step-editor/source-ops';
import type { EditorField, EditorState, FieldPanelProps } from '../../../../engine/step-editor/types';
import { DerivedListPanel } from './panels/DerivedListPanel';
import { OptionSourcePanel } from './panels/OptionSourcePanel';

/** The field editor's panels, in the order it shows them for the selected field. */
export const FIELD_PANELS: Array<{
  id: string;
  appliesTo: (field: EditorField, state: EditorState) => boolean;
  Panel: ComponentType<FieldPanelProps>;
}> = [
  { id: 'optionSource', appliesTo: (field) => canTakeChoices(field), Panel: OptionSourcePanel },
  { id: 'derivedList', appliesTo: (field) => canDeriveInto(field), Panel: DerivedListPanel },
];
