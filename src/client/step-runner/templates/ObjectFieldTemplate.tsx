import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { pointerOf, type StepFormContext } from '../step-context';

/**
 * The blocks of an object, in order; a block the reveal rules hide for the current data is left
 * out. With ui:options.layout "row" (the rows of a table such as capacity), the fields sit side
 * by side from tablet width up and stack on a phone.
 */
export function ObjectFieldTemplate({ properties, fieldPathId, registry, uiSchema }: ObjectFieldTemplateProps) {
  const { hidden } = registry.formContext as StepFormContext;
  const base = pointerOf(fieldPathId.path);
  const shown = properties.filter((p) => !p.hidden && !hidden.has(`${base}/${p.name}`));
  const hiddenInputs = properties.filter((p) => p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  const cells = shown.map((p) => <div key={p.name}>{p.content}</div>);
  if ((uiSchema?.['ui:options'] as { layout?: string } | undefined)?.layout === 'row') {
    return <><SimpleGrid columns={{ base: 1, md: Math.max(1, shown.length) }} gap="4" alignItems="end">{cells}</SimpleGrid>{hiddenInputs}</>;
  }
  return <><Stack gap="6">{cells}</Stack>{hiddenInputs}</>;
}
