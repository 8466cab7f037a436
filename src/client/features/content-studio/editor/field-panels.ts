import type { ComponentType } from 'react';
import { canDeriveInto } from '../../../../engine/step-editor/derive-ops';
import { requirementOf, requirementSources } from '../../../../engine/step-editor/requirement-ops';
import { revealSources } from '../../../../engine/step-editor/reveal-ops';
import { canTakeChoices } from '../../../../engine/step-editor/source-ops';
import type { EditorField, EditorState, FieldKind, FieldPanelProps } from '../../../../engine/step-editor/types';
import { BasicsPanel } from './BasicsPanel';
import { ChoicesPanel } from './ChoicesPanel';
import { MessagesPanel } from './MessagesPanel';
import { DerivedListPanel } from './panels/DerivedListPanel';
import { ListPanel } from './panels/ListPanel';
import { OptionSourcePanel } from './panels/OptionSourcePanel';
import { RequirementPanel } from './panels/RequirementPanel';
import { RevealPanel } from './panels/RevealPanel';

/** One panel of the field editor, shown for the fields it applies to. */
export interface FieldPanel {
  id: string;
  appliesTo(field: EditorField, state: EditorState): boolean;
  Panel: ComponentType<FieldPanelProps>;
}

/** Kinds that hold no answer a member gives: nothing to require of them. */
const NO_ANSWER: FieldKind[] = ['reading', 'value', 'other'];

const editable = (field: EditorField) => field.kind !== 'other';
const choice = (field: EditorField) => field.kind === 'choiceRadio' || field.kind === 'choiceSelect';

/** The selected field's panels, in order. */
export const FIELD_PANELS: FieldPanel[] = [
  { id: 'basics', appliesTo: editable, Panel: BasicsPanel },
  { id: 'choices', appliesTo: choice, Panel: ChoicesPanel },
  { id: 'messages', appliesTo: (f) => editable(f) && f.kind !== 'reading' && f.kind !== 'value', Panel: MessagesPanel },
  {
    id: 'reveal',
    appliesTo: (field, state) =>
      field.kind !== 'other' &&
      (revealSources(state, field.pointer).length > 0 || state.files.rules.reveal?.some((r) => r.target === field.pointer) === true),
    Panel: RevealPanel,
  },
  {
    id: 'requirement',
    appliesTo: (field, state) =>
      !NO_ANSWER.includes(field.kind) &&
      (requirementSources(state, field.pointer).length > 0 || requirementOf(state, field.pointer).kind !== 'none'),
    Panel: RequirementPanel,
  },
  { id: 'list', appliesTo: (field) => field.kind === 'rows' || field.kind === 'table', Panel: ListPanel },
  { id: 'optionSource', appliesTo: (field) => canTakeChoices(field), Panel: OptionSourcePanel },
  { id: 'derivedList', appliesTo: (field) => canDeriveInto(field), Panel: DerivedListPanel },
];
