import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AutogrowTextareaWidget } from './widgets/AutogrowTextareaWidget';
import { RatingSliderWidget } from './widgets/RatingSliderWidget';
import { TextWidget } from './widgets/TextWidget';
import { YesNoWidget } from './widgets/YesNoWidget';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';

/** The widgets UI schemas name ("ui:widget"); `npm run validate` checks names against this list. */
export const widgets: RegistryWidgetsType = {
  AutogrowTextareaWidget,
  RatingSliderWidget,
  YesNoWidget,
  TextWidget,
};

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
