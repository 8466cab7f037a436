import type { TFunction } from 'i18next';
import type { StepCheck } from '../../../api/content';
import { cardOfProblem, cardProblems } from '../../../../engine/step-editor/card-ops';
import { fieldProblems, uiTextOf } from '../../../../engine/step-editor/field-props';
import { fieldOfProblem } from '../../../../engine/step-editor/problem-places';
import type { EditorField, EditorState } from '../../../../engine/step-editor/types';
import { problemText } from '../publish/problem-text';

export interface EditorProblems {
  /** By field pointer: the editor's own findings first, then the check's. */
  byField: Map<string, string[]>;
  /** By card (its index in the step's cards), likewise. */
  byCard: Map<number, string[]>;
  /** The check's problems about the step as a whole. */
  step: string[];
}

/** The check's problems and the editor's own, each at the field or card it is about. */
export function editorProblems(state: EditorState, fields: EditorField[], check: StepCheck | null, t: TFunction): EditorProblems {
  const byField = new Map<string, string[]>();
  const byCard = new Map<number, string[]>();
  const add = <K>(map: Map<K, string[]>, at: K, text: string) => map.set(at, [...(map.get(at) ?? []), text]);
  for (const f of fields)
    for (const p of fieldProblems(state, f))
      add(byField, f.pointer, t(`studio:editor.problems.${p.code}`, p as unknown as Record<string, unknown>));
  const labelOf = (name: string) => {
    const f = fields.find((x) => !x.list && x.name === name);
    return (f && uiTextOf(state, f, 'ui:title', 'cs')) || name;
  };
  for (const p of cardProblems(state))
    add(byCard, p.card - 1, t(`studio:editor.problems.${p.code}`, { ...p, field: 'field' in p ? labelOf(p.field) : undefined }));
  const step: string[] = [];
  for (const p of check?.problems ?? []) {
    const card = cardOfProblem(state, p);
    const field = card === undefined ? fieldOfProblem(state, p, fields) : undefined;
    if (card !== undefined) add(byCard, card, problemText(p.message));
    else if (field) add(byField, field.pointer, problemText(p.message));
    else step.push(problemText(p.message));
  }
  return { byField, byCard, step };
}
