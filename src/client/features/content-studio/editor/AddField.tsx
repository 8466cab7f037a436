import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { addField } from '../../../../engine/step-editor/field-ops';
import { uiTextOf } from '../../../../engine/step-editor/field-props';
import { ADDABLE_KINDS, COLUMN_KINDS, type AddableKind } from '../../../../engine/step-editor/kinds';
import type { EditorField, EditorState } from '../../../../engine/step-editor/types';
import { PanelBox } from './PanelBox';
import { TextPair } from './TextPair';

interface Props {
  state: EditorState;
  fields: EditorField[];
  onAdd(next: EditorState, field: EditorField): void;
}

/** A new field: its kind in the author's words, where it goes (the step, or the rows of a list), and its label. */
export function AddField({ state, fields, onAdd }: Props) {
  const { t } = useTranslation('studio');
  const id = useId();
  const [kind, setKind] = useState<AddableKind>('shortText');
  const [list, setList] = useState('');
  const [label, setLabel] = useState({ cs: '', en: '' });
  const lists = fields.filter((f) => f.kind === 'rows' || f.kind === 'table');
  const column = list !== '' && COLUMN_KINDS.includes(kind);
  const select = (fieldId: string, text: string, value: string, options: Array<[string, string]>, onChange: (v: string) => void) => (
    <Field.Root>
      <Field.Label htmlFor={fieldId}>{text}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={fieldId} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <PanelBox title={t('editor.add.title')}>
      <Stack gap="3">
        {select(
          `${id}-kind`,
          t('editor.add.kind'),
          kind,
          ADDABLE_KINDS.map((k) => [k, t(`editor.kinds.${k}`)]),
          (v) => setKind(v as AddableKind),
        )}
        {lists.length > 0 &&
          COLUMN_KINDS.includes(kind) &&
          select(
            `${id}-where`,
            t('editor.add.where'),
            list,
            [
              ['', t('editor.add.toStep')],
              ...lists.map((l): [string, string] => [
                l.pointer,
                t('editor.add.toList', { list: uiTextOf(state, l, 'ui:title', 'cs') || l.name }),
              ]),
            ],
            setList,
          )}
        <TextPair label={t('editor.add.label')} value={(lng) => label[lng]} onChange={(lng, text) => setLabel({ ...label, [lng]: text })} />
        <Button
          alignSelf="start"
          colorPalette="blue"
          disabled={!label.cs.trim()}
          onClick={() => {
            const added = addField(state, { kind, label: { cs: label.cs.trim(), en: label.en.trim() }, ...(column ? { list } : {}) });
            setLabel({ cs: '', en: '' });
            onAdd(added.state, added.field);
          }}
        >
          <Plus aria-hidden="true" />
          {t('editor.add.submit')}
        </Button>
      </Stack>
    </PanelBox>
  );
}
