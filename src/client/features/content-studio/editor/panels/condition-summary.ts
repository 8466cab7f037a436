import type { TFunction } from 'i18next';
import type { ConditionTest } from '../../../../../engine/step-editor/condition-tests.js';
import { choicesOf, fieldTitle, listOf, propertySchema, uiNode } from '../../../../../engine/step-editor/rule-fields.js';
import type { EditorState } from '../../../../../engine/step-editor/types.js';

/** The condition in a sentence's words: '„Vyspělost“ ve stejném řádku je nejvýše 2'. */
export function conditionText(t: TFunction, state: EditorState, field: string, choice: { source: string; test: ConditionTest }): string {
  const { source, test } = choice;
  const title = fieldTitle(state, source);
  const list = listOf(field);
  const name =
    list !== undefined && listOf(source) === list
      ? t('editor.rules.sameRowQuoted', { field: title })
      : t('editor.rules.quoted', { field: title });
  if (test.kind === 'filled') return t('editor.rules.says.filled', { field: name });
  if (test.kind !== 'equals') return t(`editor.rules.says.${test.kind}`, { field: name, value: String(test.n).replace('.', ',') });
  const labels = uiNode(state.files.ui, source)?.['ui:options'] as { labels?: Record<string, string> } | undefined;
  const value =
    typeof test.value === 'boolean'
      ? t(test.value ? 'editor.rules.yes' : 'editor.rules.no')
      : choicesOf(propertySchema(state.files.schema, source)).includes(String(test.value))
        ? state.texts.cs[labels?.labels?.[String(test.value)] ?? ''] || String(test.value)
        : String(test.value);
  return t('editor.rules.says.equals', { field: name, value });
}
