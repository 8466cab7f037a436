import type { TFunction } from 'i18next';
import type { StepCheck } from '../../../api/content';
import { fieldProblems } from '../../../../engine/step-editor/field-props';
import { fieldOfProblem } from '../../../../engine/step-editor/problem-places';
import type { EditorField, EditorState } from '../../../../engine/step-editor/types';
import { problemText } from '../publish/problem-text';

export interface EditorProblems {
  /** By field pointer: the editor's own findings first, then the check's. */
  byField: Map<string, string[]>;
  /** The check's problems about the step as a whole. */
  step: string[];
}

/** The check's problems and the editor's own, each at the field it is about. */
export function editorProblems(state: EditorState, fields: EditorField[], check: StepCheck | null, t: TFunction): EditorProblems {
  const byField = new Map<string, string[]>();
  const add = (pointer: string, text: string) => byField.set(pointer, [...(byField.get(pointer) ?? []), text]);
  for (const f of fields)
    for (const p of fieldProblems(state, f)) add(f.pointer, t(`studio:editor.problems.${p.code}`, p as unknown as Record<string, unknown>));
  const step: string[] = [];
  for (const p of check?.problems ?? []) {
    const field = fieldOfProblem(state, p, fields);
    if (field) add(field.pointer, problemText(p.message));
    else step.push(problemText(p.message));
  }
  return { byField, step };
}
