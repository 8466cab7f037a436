import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { CharCounter } from './CharCounter';
import { textProps } from './text-props';

/** A one-line text input tied to its label by id (rjsf's default input, in Chakra). */
export function TextWidget(props: WidgetProps) {
  return (
    <>
      <Input {...textProps(props)} />
      {props.options.counter ? <CharCounter id={props.id} value={props.value} max={props.schema.maxLength} /> : null}
    </>
  );
}
