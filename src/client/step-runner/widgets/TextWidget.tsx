import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { isNumberSchema, type JsonSchema } from '../../../engine/steps';
import { CharCounter } from './CharCounter';
import { NumberWidget } from './NumberWidget';
import { textProps } from './text-props';

/**
 * A one-line text input tied to its label by id (rjsf's default input, in Chakra). rjsf falls back
 * to this widget for numbers too: those get the number input, so a stored number shows.
 */
export function TextWidget(props: WidgetProps) {
  if (isNumberSchema(props.schema as JsonSchema)) return <NumberWidget {...props} />;
  return (
    <>
      <Input {...textProps(props)} />
      {props.options.counter ? <CharCounter id={props.id} value={props.value} max={props.schema.maxLength} /> : null}
    </>
  );
}
