import { Box, Field, Text } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { tr } from '../translate';

/** Widgets made of several controls (buttons, radios): a group named by the title rather than one labelled input. */
function isGroup(widget: unknown, options: unknown): boolean {
  if (widget === 'YesNoWidget') return true;
  return widget === 'ChoiceWidget' && (options as { display?: unknown } | undefined)?.display !== 'select';
}

/**
 * Every field: its label tied to the input by id (axe: label), the hint under it. Objects and
 * arrays title themselves; a group (yes/no, radios) is labelled by its title's id.
 */
export function FieldTemplate({ id, label, children, displayLabel, required, hidden, schema, uiSchema }: FieldTemplateProps) {
  if (hidden) return <Box display="none">{children}</Box>;
  const container = schema.type === 'object' || schema.type === 'array';
  if (container) return <>{children}</>;
  const help = tr(uiSchema?.['ui:help']);
  const title = tr(label);
  const grouped = isGroup(uiSchema?.['ui:widget'], uiSchema?.['ui:options']);
  return (
    <Field.Root required={required} gap="2">
      {displayLabel && title && (grouped
        ? <Text id={`${id}__title`} fontWeight="medium" textStyle="sm">{title}</Text>
        : <Field.Label htmlFor={id} fontWeight="medium">{title}</Field.Label>)}
      {children}
      {help && <Field.HelperText id={`${id}__help`}>{help}</Field.HelperText>}
    </Field.Root>
  );
}
