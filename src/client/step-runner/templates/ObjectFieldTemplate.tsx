import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { cardsOf } from '../../../engine/steps';
import { pointerOf, type StepFormContext } from '../step-context';
import { CardLayout } from './CardLayout';

/**
 * The blocks of an object, in order; a block the reveal rules hide for the current data is left
 * out (in a list row too: the hidden pointers are the row's own, "/capacities/2/future_capacity").
 * With ui:options.layout "row" (the rows of a table such as capacity), the fields sit side by side
 * from tablet width up, under the column titles the list shows once, so their own labels are only
 * for screen readers there; a hidden cell keeps its column. On a phone they stack with labels.
 * The step's root with ui:options.layout "cards" is drawn as cards (CardLayout), each question
 * card holding its field.
 */
export function ObjectFieldTemplate({ properties, fieldPathId, registry, uiSchema, formData }: ObjectFieldTemplateProps) {
  const context = registry.formContext as StepFormContext;
  const { hidden } = context;
  const base = pointerOf(fieldPathId.path);
  const cards = base === '' ? cardsOf(uiSchema) : undefined;
  if (cards) {
    const fields = new Map(properties.map((p) => [p.name, p.content]));
    return <CardLayout cards={cards} fields={fields} data={(formData ?? {}) as Record<string, unknown>} context={context} />;
  }
  const fields = properties.filter((p) => !p.hidden);
  const hiddenInputs = properties.filter((p) => p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  const revealed = (name: string) => !hidden.has(`${base}/${name}`);
  if ((uiSchema?.['ui:options'] as { layout?: string } | undefined)?.layout === 'row') {
    return (
      <>
        <SimpleGrid
          columns={{ base: 1, md: Math.max(1, fields.length) }}
          gap="4"
          alignItems="end"
          css={{ '& label': { srOnly: { base: false, md: true } } }}
        >
          {fields.map((p) => (
            <Box key={p.name} display={revealed(p.name) ? undefined : { base: 'none', md: 'block' }}>
              {revealed(p.name) && p.content}
            </Box>
          ))}
        </SimpleGrid>
        {hiddenInputs}
      </>
    );
  }
  return (
    <>
      <Stack gap="6">
        {fields
          .filter((p) => revealed(p.name))
          .map((p) => (
            <div key={p.name}>{p.content}</div>
          ))}
      </Stack>
      {hiddenInputs}
    </>
  );
}
