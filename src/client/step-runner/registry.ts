import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import type { StepFieldName, StepWidgetName } from '../../engine/steps';
import { ScoreSummaryField } from './fields/ScoreSummaryField';
import { RatingGridField } from './fields/rating-grid/RatingGridField';
import { ToggleListField } from './fields/ToggleListField';
import { AutogrowTextareaWidget } from './widgets/AutogrowTextareaWidget';
import { ChoiceWidget } from './widgets/ChoiceWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { RatingSliderWidget } from './widgets/RatingSliderWidget';
import { StepChoiceWidget } from './widgets/StepChoiceWidget';
import { TextWidget } from './widgets/TextWidget';
import { ValueWidget } from './widgets/ValueWidget';
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
  NumberWidget,
  ChoiceWidget,
  ValueWidget,
};

/** The fields UI schemas name ("ui:field"), checked against STEP_FIELDS. */
export const fields: Record<StepFieldName, Field> = {
  ToggleListField,
  ScoreSummaryField,
  RatingGridField,
};

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
