import { useLayoutEffect, useRef } from 'react';
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { CharCounter } from './CharCounter';
import { textProps } from './text-props';

/** Browsers that size a text area to its content in CSS need no layout pass per keystroke. */
const cssSizing = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A text area that grows with its content (spec section 2), with an optional n/max counter. */
export function AutogrowTextareaWidget(props: WidgetProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value, which the element shows.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || cssSizing) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [props.value]);
  return (
    <>
      <Textarea
        ref={ref}
        {...textProps(props)}
        minH={typeof props.options.minHeight === 'string' ? props.options.minHeight : '24'}
        resize="none"
        overflow="hidden"
        css={{ fieldSizing: 'content' }}
      />
      {props.options.counter ? <CharCounter id={props.id} value={props.value} max={props.schema.maxLength} /> : null}
    </>
  );
}
