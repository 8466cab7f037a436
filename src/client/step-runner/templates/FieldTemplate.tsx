import { Box, Field, Text } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { tailTogether } from '../tail-together';
import { tr } from '../translate';

/** Widgets made of several controls (buttons, radios): a group named by the title rather than one labelled input. */
function isGroup(widget: unknown, options: unknown): boolean {
  if (widget === 'YesNoWidget') return true;
  return widget === 'ChoiceWidget' && (options as { display?: unknown } | undefined)?.display !== 'select';
}

/**
 * The label of a rating naming the field it rates (ui:options.rates, resolved to that field's
 * title as ratesTitle by withRatedTitles): 'Hodnocení: <the field's label> (0–9)'.
 */
function ratingLabel(schema: FieldTemplateProps['schema'], options: unknown): string | undefined {
  const rated = (options as { ratesTitle?: unknown } | undefined)?.ratesTitle;
  if (typeof rated !== 'string') return undefined;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 9;
  return tr('step-runner:rating.label', { field: tr(rated), min, max });
}

/**
 * Every field: its label tied to the input by id (axe: label), the hint under it. Objects and
 * arrays title themselves; a group (yes/no, radios) is labelled by its title's id. A rating that
 * names the field it rates is labelled after it. A label's closing bracket ('(0–9)') stays on one line.
 */
export function FieldTemplate({ id, label, children, displayLabel, required, hidden, schema, uiSchema }: FieldTemplateProps) {
  if (hidden) return <Box display="none">{children}</Box>;
  const container = schema.type === 'object' || schema.type === 'array';
  if (container) return <>{children}</>;
  const help = tr(uiSchema?.['ui:help']);
  const title = ratingLabel(schema, uiSchema?.['ui:options']) ?? tr(label);
  const grouped = isGroup(uiSchema?.['ui:widget'], uiSchema?.['ui:options']);
  return (
    <Field.Root required={required} gap="2">
      {displayLabel &&
        title &&
        (grouped ? (
          <Text id={`${id}__title`} fontWeight="medium" textStyle="sm">
            {tailTogether(title)}
          </Text>
        ) : (
          <Field.Label htmlFor={id} fontWeight="medium" display="block">
            {tailTogether(title)}
          </Field.Label>
        ))}
      {children}
      {help && <Field.HelperText id={`${id}__help`}>{help}</Field.HelperText>}
    </Field.Root>
  );
}
