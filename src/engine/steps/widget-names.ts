/** The widgets a UI schema may name in "ui:widget". */
export const STEP_WIDGETS = [
  'AutogrowTextareaWidget',
  'RatingSliderWidget',
  'YesNoWidget',
  'TextWidget',
  'StepChoiceWidget',
  'NumberWidget',
  'ChoiceWidget',
  'ValueWidget',
] as const;
export type StepWidgetName = (typeof STEP_WIDGETS)[number];
/** Every name "ui:widget" may take: ours, and rjsf's built-in "hidden". */
export const KNOWN_WIDGETS: readonly string[] = [...STEP_WIDGETS, 'hidden'];
/** The fields (a whole list drawn by one component) a UI schema may name in "ui:field". */
export const STEP_FIELDS = ['ToggleListField', 'ScoreSummaryField', 'RatingGridField'] as const;
export type StepFieldName = (typeof STEP_FIELDS)[number];
