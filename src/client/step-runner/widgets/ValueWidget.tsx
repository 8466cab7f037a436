import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { czechNumber } from '../../../engine/deck/text';
import { tr } from '../translate';

/**
 * A value the member reads but does not edit (a derived row's member, average or score): the
 * text, or a number in Czech notation with `decimals`, inside `format` ('{{value}}/5'); `empty`
 * while there is none. An <output>, so the field's label still names it.
 */
export function ValueWidget({ id, value, options }: WidgetProps) {
  const decimals = typeof options.decimals === 'number' ? options.decimals : undefined;
  const shown = typeof value === 'number' && decimals !== undefined ? czechNumber(value, decimals) : value;
  const blank = shown === null || shown === undefined || shown === '';
  const text = blank
    ? tr(options.empty as string | undefined) || '–'
    : options.format
      ? tr(String(options.format), { value: shown })
      : String(shown);
  return (
    <Box as="output" id={id} display="block" fontWeight="medium" py="1">
      {text}
    </Box>
  );
}
