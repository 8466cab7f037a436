import { useRef } from 'react';

/**
 * The same object for the same content across renders: rjsf hands the field a new ui:options
 * object on each render, which would re-render every memoised row.
 */
export function useStable<T>(value: T): T {
  const held = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (held.current?.json !== json) held.current = { json, value };
  return held.current.value;
}
