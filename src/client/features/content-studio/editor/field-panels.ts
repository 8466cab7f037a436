import type { ComponentType } from 'react';
import { requirementOf, requirementSources } from '../../../../engine/step-editor/requirement-ops.js';
import { revealSources } from '../../../../engine/step-editor/reveal-ops.js';
import type { EditorField, EditorState, FieldPanelProps, FieldKind } from '../../../../engine/step-editor/types.js';
import { ListPanel } from './panels/ListPanel.js';
import { RequirementPanel } from './panels/RequirementPanel.js';
import { RevealPanel } from './panels/RevealPanel.js';

/** One panel of the field editor, shown for the fields it applies to. */
export interface FieldPanel {
  id: string;
  appliesTo(field: EditorField, state: EditorState): boolean;
  Panel: ComponentType<FieldPanelProps>;
}

/** Kinds that hold no answer a member gives: nothing to require of them. */
const NO_ANSWER: FieldKind[] = ['reading', 'value', 'other'];

export const FIELD_PANELS: FieldPanel[] = [
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
];
