import { useState } from 'react';
import { Checkbox, Field, Fieldset, Input, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  canBeUnique,
  listSettings,
  setBadgeField,
  setListLayout,
  setListText,
  setMaxRows,
  setMinRows,
  setRowSwitch,
  setUnique,
  uniqueOf,
  type RowSwitch,
} from '../../../../../engine/step-editor/list-ops.js';
import { fieldPointers, fieldTitle, lastSegment, listOf, uiNode, type BothTexts } from '../../../../../engine/step-editor/rule-fields.js';
import type { EditorState, FieldPanelProps } from '../../../../../engine/step-editor/types.js';
import { PanelSection } from './PanelSection.js';
import { TextPair } from './TextPair.js';

const SWITCHES: RowSwitch[] = ['addable', 'removable', 'orderable'];

/** A count typed by the author: written into the files once the operation takes it, else its error under the input. */
function CountInput({
  label,
  help,
  value,
  error,
  apply,
}: {
  label: string;
  help: string;
  value: number | undefined;
  error: string;
  apply(n: number): void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === undefined ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  const change = (next: string) => {
    setText(next);
    const n = /^\d+$/.test(next.trim()) ? Number(next.trim()) : Number.NaN;
    try {
      if (Number.isNaN(n)) throw new RangeError(next);
      apply(n);
      setInvalid(false);
      setText(null);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      setInvalid(true);
    }
  };
  return (
    <Field.Root invalid={invalid} maxW="xs">
      <Field.Label>{label}</Field.Label>
      <Input value={shown} inputMode="numeric" onChange={(e) => change(e.target.value)} />
      {invalid ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** Texts of one row field that must not repeat, with the message members read at a repeat. */
function UniqueColumn({ state, column, onChange }: { state: EditorState; column: string; onChange(next: EditorState): void }) {
  const { t } = useTranslation('studio');
  const current = uniqueOf(state, column);
  const [draft, setDraft] = useState<BothTexts | null>(null);
  const shown = draft ?? current;
  const title = fieldTitle(state, column);
  const apply = (message: BothTexts) => {
    setDraft(message.cs.trim() ? null : message);
    if (message.cs.trim()) onChange(setUnique(state, column, message));
  };
  return (
    <Stack gap="2">
      <Checkbox.Root
        checked={shown !== undefined}
        onCheckedChange={(e) => {
          if (e.checked === true) apply({ cs: t('editor.list.uniqueDefault', { value: '{{value}}' }), en: '' });
          else {
            setDraft(null);
            onChange(setUnique(state, column, undefined));
          }
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('editor.list.unique', { field: title })}</Checkbox.Label>
      </Checkbox.Root>
      {shown && (
        <TextPair
          label={t('editor.list.uniqueMessage', { field: title })}
          help={t('editor.list.uniqueHelp', { value: '{{value}}' })}
          value={shown}
          error={shown.cs.trim() ? undefined : t('editor.list.messageMissing')}
          onChange={apply}
        />
      )}
    </Stack>
  );
}

/** A list's rows: table or rows, how many, what the member may do with them, their labels and texts, and texts that must not repeat. */
export function ListPanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const list = field.pointer;
  const settings = listSettings(state, list);
  const textColumns = fieldPointers(state.files.schema).filter(
    (p) => listOf(p) === list && canBeUnique(state, p) && uiNode(state.files.ui, p)?.['ui:widget'] !== 'hidden',
  );
  // Names name rows and repeat; long answers do neither: one is offered only where it is already chosen.
  const short = (p: string) => uiNode(state.files.ui, p)?.['ui:widget'] !== 'AutogrowTextareaWidget';
  const uniqueColumns = textColumns.filter((p) => short(p) || uniqueOf(state, p) !== undefined);
  const badgeColumns = textColumns.filter((p) => short(p) || lastSegment(p) === settings.badgeField);
  return (
    <PanelSection title={t('editor.list.title')}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('editor.list.layout')}</Fieldset.Legend>
        <RadioGroup.Root
          value={settings.layout}
          onValueChange={(e) => onChange(setListLayout(state, list, e.value === 'table' ? 'table' : 'rows'))}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
            {(['rows', 'table'] as const).map((layout) => (
              <RadioGroup.Item key={layout} value={layout}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`editor.list.layouts.${layout}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>

      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <CountInput
          label={t('editor.list.minRows')}
          help={t('editor.list.minRowsHelp')}
          value={settings.minRows}
          error={t('editor.list.minRowsError', { max: settings.maxRows ?? '∞' })}
          apply={(n) => onChange(setMinRows(state, list, n))}
        />
        <CountInput
          label={t('editor.list.maxRows')}
          help={t('editor.list.maxRowsHelp')}
          value={settings.maxRows}
          error={t('editor.list.maxRowsError', { min: Math.max(1, settings.minRows) })}
          apply={(n) => onChange(setMaxRows(state, list, n))}
        />
      </Stack>

      <Fieldset.Root>
        <Fieldset.Legend>{t('editor.list.switches')}</Fieldset.Legend>
        <Stack gap="2">
          {SWITCHES.map((which) => (
            <Checkbox.Root
              key={which}
              checked={settings[which]}
              onCheckedChange={(e) => onChange(setRowSwitch(state, list, which, e.checked === true))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`editor.list.${which}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>

      <TextPair
        label={t('editor.list.itemLabel')}
        help={t('editor.list.itemLabelHelp', { n: '{{n}}' })}
        value={settings.itemLabel}
        onChange={(texts) => onChange(setListText(state, list, 'itemLabel', texts))}
      />
      <Field.Root>
        <Field.Label>{t('editor.list.badgeField')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={settings.badgeField ?? ''}
            onChange={(e) => onChange(setBadgeField(state, list, e.target.value || undefined))}
          >
            <option value="">{t('editor.list.badgeNone')}</option>
            {badgeColumns.map((p) => (
              <option key={p} value={lastSegment(p)}>
                {fieldTitle(state, p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('editor.list.badgeHelp')}</Field.HelperText>
      </Field.Root>
      <TextPair
        label={t('editor.list.addLabel')}
        value={settings.addLabel}
        onChange={(texts) => onChange(setListText(state, list, 'addLabel', texts))}
      />
      <TextPair
        label={t('editor.list.emptyText')}
        help={t('editor.list.emptyHelp')}
        value={settings.emptyText}
        onChange={(texts) => onChange(setListText(state, list, 'emptyText', texts))}
      />

      {uniqueColumns.length > 0 && (
        <Fieldset.Root>
          <Fieldset.Legend>{t('editor.list.uniqueTitle')}</Fieldset.Legend>
          <Stack gap="3">
            {uniqueColumns.map((p) => (
              <UniqueColumn key={p} state={state} column={p} onChange={onChange} />
            ))}
          </Stack>
        </Fieldset.Root>
      )}
    </PanelSection>
  );
}
