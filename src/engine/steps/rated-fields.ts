/**
 * A rating that names the field it rates (`"ui:options": { "rates": "field_1" }`, a property
 * beside it in the same object) is labelled after that field's title: 'Hodnocení: Čím bude tým
 * za tři roky známý? (0–9)'. The label says what it rates without a text of its own per rating.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The property a rating's UI schema says it rates, if any. */
export function ratedProperty(fieldUi: unknown): string | undefined {
  const options = isObject(fieldUi) ? fieldUi['ui:options'] : undefined;
  return isObject(options) && typeof options.rates === 'string' ? options.rates : undefined;
}

/**
 * The UI schema with each rating's `ui:options.ratesTitle` set to the `ui:title` (a text key) of
 * the property it rates, at every level (list rows too), so the field's template, which sees only
 * its own UI schema, can name it. The UI schema given is not changed.
 */
export function withRatedTitles<T>(ui: T): T {
  if (!isObject(ui)) return ui;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isObject(value)) {
      out[key] = value;
      continue;
    }
    const walked = withRatedTitles(value);
    const rates = ratedProperty(value);
    const title = rates !== undefined && isObject(ui[rates]) ? ui[rates]['ui:title'] : undefined;
    out[key] =
      typeof title === 'string'
        ? { ...walked, 'ui:options': { ...(walked['ui:options'] as Record<string, unknown>), ratesTitle: title } }
        : walked;
  }
  return out as T;
}
