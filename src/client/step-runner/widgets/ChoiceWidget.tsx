import { useEffect, useRef } from 'react';
import { Box, RadioGroup, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { scrollBehavior } from '../reduced-motion';
import { tr } from '../translate';
import { ChoiceSelect } from './ChoiceSelect';

/** Spec section 9: the response to an answer scrolls into view 0.3 s after the choice. */
export const RESPONSE_SCROLL_MS = 300;

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
 * named by the field's title; the select is tied to its label. With ui:options.responses (value →
 * text key) the chosen answer's response shows under the radios, announced, and a choice made
 * here scrolls it into view after 0.3 s (an answer stored earlier shows without scrolling).
 */
export function ChoiceWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, schema, options }: WidgetProps) {
  const choices = choicesOf(schema, options.labels);
  const current = typeof value === 'string' ? value : '';
  const responses = (options.responses && typeof options.responses === 'object' ? options.responses : undefined) as
    | Record<string, unknown>
    | undefined;
  const response = responses && current ? tr(responses[current]) : '';
  const responseRef = useRef<HTMLDivElement>(null);
  const chosenHere = useRef(false);
  useEffect(() => {
    if (!chosenHere.current || !response) return undefined;
    const timer = setTimeout(
      () => responseRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' }),
      RESPONSE_SCROLL_MS,
    );
    return () => clearTimeout(timer);
  }, [response]);

  if (options.display === 'select') {
    return (
      <ChoiceSelect
        id={id}
        value={current}
        choices={choices}
        disabled={disabled || readonly}
        onPick={(v) => onChange(v || null)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
  }
  return (
    <Stack gap="4">
      <RadioGroup.Root
        id={id}
        name={id}
        value={current || null}
        disabled={disabled || readonly}
        aria-labelledby={`${id}__title`}
        colorPalette="blue"
        onValueChange={(e) => {
          chosenHere.current = true;
          onChange(e.value);
        }}
      >
        <Stack direction={options.stacked ? 'column' : { base: 'column', sm: 'row' }} gap={options.stacked ? '3' : { base: '2', sm: '6' }}>
          {choices.map((c) => (
            <RadioGroup.Item key={c.value} value={c.value} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput onBlur={() => onBlur(id, current)} onFocus={() => onFocus(id, current)} />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {responses && (
        <Box ref={responseRef} aria-live="polite" id={`${id}__response`} scrollMarginBottom="6">
          {response && (
            <Box
              data-testid="choice-response"
              bg="blue.50"
              borderLeftWidth="4px"
              borderColor="blue.600"
              rounded="md"
              px="4"
              py="3"
              color="fg"
            >
              {response}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
