import { Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { pointerOf, type StepFormContext } from '../step-context';

/** The blocks of an object, in order; a block the reveal rules hide for the current data is left out. */
export function ObjectFieldTemplate({ properties, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const { hidden } = registry.formContext as StepFormContext;
  const base = pointerOf(fieldPathId.path);
  return (
    <Stack gap="6">
      {properties.filter((p) => !hidden.has(`${base}/${p.name}`)).map((p) => (
        <div key={p.name}>{p.content}</div>
      ))}
    </Stack>
  );
}
