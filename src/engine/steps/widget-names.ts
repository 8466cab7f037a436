/** The widgets a UI schema may name in "ui:widget". */
export const STEP_WIDGETS = ['AutogrowTextareaWidget', 'RatingSliderWidget', 'YesNoWidget', 'TextWidget', 'StepChoiceWidget', 'NumberWidget', 'ChoiceWidget'] as const;
export type StepWidgetName = (typeof STEP_WIDGETS)[number];
/** Every name "ui:widget" may take: ours, and rjsf's built-in "hidden". */
export const KNOWN_WIDGETS: readonly string[] = [...STEP_WIDGETS, 'hidden'];
/** The fields (a whole list drawn by one component) a UI schema may name in "ui:field". */
export const STEP_FIELDS = ['ToggleListField'] as const;
export type StepFieldName = (typeof STEP_FIELDS)[number];

/** Every "ui:widget" value in a UI schema, with the pointer of its field and its ui:options. */
export function widgetsIn(ui: unknown, at = ''): Array<{ pointer: string; widget: unknown; options: Record<string, unknown> }> {
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) return [];
  const node = ui as Record<string, unknown>;
  const options = (node['ui:options'] ?? {}) as Record<string, unknown>;
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'ui:widget') return [{ pointer: at, widget: value, options }];
    if (key.startsWith('ui:')) return [];
    return widgetsIn(value, `${at}/${key === 'items' ? '*' : key}`);
  });
}
