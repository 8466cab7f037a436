import type { TemplatesType, Widget } from '@rjsf/utils';
import type { StepWidgetName } from '../../engine/steps';
import { AutogrowTextareaWidget } from './widgets/AutogrowTextareaWidget';
import { RatingSliderWidget } from './widgets/RatingSliderWidget';
import { StepChoiceWidget } from './widgets/StepChoiceWidget';
import { TextWidget } from './widgets/TextWidget';
import { YesNoWidget } from './widgets/YesNoWidget';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';

/** The widgets UI schemas name ("ui:widget"); `npm run validate` checks names against STEP_WIDGETS. */
export const widgets: Record<StepWidgetName, Widget> = {
  AutogrowTextareaWidget,
  RatingSliderWidget,
  YesNoWidget,
  TextWidget,
  StepChoiceWidget,
};

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
