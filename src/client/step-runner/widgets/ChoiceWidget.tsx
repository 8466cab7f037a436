import { RadioGroup, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { tr } from '../translate';
import { ChoiceSelect } from './ChoiceSelect';

/** The choices: the schema's string `enum`, each labelled by ui:options.labels (value → text key) or by itself. */
function choicesOf(schema: WidgetProps['schema'], labels: unknown): Array<{ value: string; label: string }> {
  const named = (labels && typeof labels === 'object' ? labels : {}) as Record<string, unknown>;
  return (Array.isArray(schema.enum) ? schema.enum : [])
    .filter((v): v is string => typeof v === 'string')
    .map((value) => ({ value, label: tr(named[value]) || value }));
}

/**
 * One answer from the schema's `enum` (a member's perspective: Ano, Ne, Částečně): radio buttons,
 * or a select with ui:options.display "select". Nothing chosen is null. The radios are a group
 * named by the field's title; the select is tied to its label.
 */
export function ChoiceWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, schema, options }: WidgetProps) {
  const choices = choicesOf(schema, options.labels);
  const current = typeof value === 'string' ? value : '';
  if (options.display === 'select') {
    return <ChoiceSelect id={id} value={current} choices={choices} disabled={disabled || readonly} onPick={(v) => onChange(v || null)} onBlur={onBlur} onFocus={onFocus} />;
  }
  return (
    <RadioGroup.Root id={id} name={id} value={current || null} disabled={disabled || readonly} aria-labelledby={`${id}__title`} colorPalette="blue"
      onValueChange={(e) => onChange(e.value)}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        {choices.map((c) => (
          <RadioGroup.Item key={c.value} value={c.value}>
            <RadioGroup.ItemHiddenInput onBlur={() => onBlur(id, current)} onFocus={() => onFocus(id, current)} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
