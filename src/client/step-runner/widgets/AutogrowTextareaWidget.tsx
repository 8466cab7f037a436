import { useLayoutEffect, useRef } from 'react';
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { tr } from '../translate';
import { CharCounter } from './CharCounter';

/** Browsers that size a text area to its content in CSS need no layout pass per keystroke. */
const cssSizing = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A text area that grows with its content (spec section 2), with an optional n/max counter. */
export function AutogrowTextareaWidget({ id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema }: WidgetProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || cssSizing) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value]);
  return (
    <>
      <Textarea
        ref={ref}
        id={id}
        name={id}
        value={typeof value === 'string' ? value : ''}
        placeholder={tr(placeholder)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        minH={typeof options.minHeight === 'string' ? options.minHeight : '24'}
        resize="none"
        overflow="hidden"
        css={{ fieldSizing: 'content' }}
        aria-describedby={options.counter ? `${id}__counter` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {options.counter ? <CharCounter id={id} value={value} max={schema.maxLength} /> : null}
    </>
  );
}
