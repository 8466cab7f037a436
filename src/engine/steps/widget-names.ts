/** The widgets a UI schema may name in "ui:widget": ours, and rjsf's built-in "hidden". */
export const STEP_WIDGETS = ['AutogrowTextareaWidget', 'RatingSliderWidget', 'YesNoWidget', 'TextWidget', 'StepChoiceWidget'] as const;
export type StepWidgetName = (typeof STEP_WIDGETS)[number];
export const KNOWN_WIDGETS: readonly string[] = [...STEP_WIDGETS, 'hidden'];
