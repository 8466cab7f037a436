import i18next, { type TOptions } from 'i18next';
import type { StepDefinition } from '../engine/steps/index.js';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The namespaces a step's texts come from: those of its "ns:key" strings that name a bundle. */
export function stepTextNamespaces(def: StepDefinition, bundles: ReadonlyMap<string, unknown>): string[] {
  const named = strings([def.rules, def.ui, def.schema]).map((s) => /^([\w/-]+):/.exec(s)?.[1]);
  return [...new Set(named)].filter((ns): ns is string => ns !== undefined && bundles.has(ns)).sort();
}

/** A translator over the given bundles of one language, as the server translates (no escaping, no fallback language). */
export function translatorOf(bundles: ReadonlyMap<string, unknown>, lng = 'cs'): (key: string, params?: TOptions) => string {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng,
    fallbackLng: false,
    resources: { [lng]: Object.fromEntries(bundles) as Record<string, Record<string, unknown>> },
    ns: [...bundles.keys()],
    interpolation: { escapeValue: false },
  });
  return (key, params) => instance.t(key, params ?? {}) as string;
}
