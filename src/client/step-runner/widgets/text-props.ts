import type { WidgetProps } from '@rjsf/utils';
import { tr } from '../translate';

/** What a one-line input and a text area share: id, value, limits, the counter link and the events. */
export function textProps({
  id,
  value,
  placeholder,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  schema,
  options,
}: WidgetProps) {
  return {
    id,
    name: id,
    value: typeof value === 'string' ? value : '',
    placeholder: tr(placeholder),
    disabled: disabled || readonly,
    autoFocus: autofocus,
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    'aria-describedby': options.counter ? `${id}__counter` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur: (e: { target: { value: string } }) => onBlur(id, e.target.value),
    onFocus: (e: { target: { value: string } }) => onFocus(id, e.target.value),
  };
}
