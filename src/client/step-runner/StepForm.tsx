import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { withRatedTitles } from '../../engine/steps';
import type { StepModule } from './step-module';
import { pointerOf, type StepFormContext } from './step-context';
import { fields, templates, widgets } from './registry';

interface Props {
  module: StepModule;
  data: Record<string, unknown>;
  context: StepFormContext;
  onChange(data: Record<string, unknown>): void;
  /**
   * Moves when the runner turned an edit down (a removal being asked about). rjsf keeps showing
   * what it reported until a prop changes, and `data` did not: a new context hands it `data` again.
   */
  revision?: number;
}

/**
 * The step's form, rendered by rjsf from the draft schema with our widgets and templates. rjsf
 * validates nothing live (the runner checks completion with the precompiled full validator), and
 * its fields skip re-rendering when their own data did not change, so typing stays smooth.
 */
export const StepForm = memo(function StepForm({ module, data, context, onChange, revision = 0 }: Props) {
  const schema = module.definition.schema as RJSFSchema;
  const validator = useMemo(
    () =>
      createPrecompiledValidator({ draft: module.validators.draft } as unknown as Parameters<typeof createPrecompiledValidator>[0], schema),
    [module, schema],
  );
  const uiSchema = useMemo(
    () => ({ ...withRatedTitles(module.definition.ui as UiSchema), 'ui:submitButtonOptions': { norender: true } }),
    [module],
  );
  const formContext = useMemo(() => ({ ...context, revision }), [context, revision]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      // A field's HTML name is its JSON pointer, so a widget knows which answer it holds (a confirmation names it).
      nameGenerator={pointerOf}
      formContext={formContext}
      disabled={context.busy}
      noHtml5Validate
      showErrorList={false}
      liveValidate={false}
      onChange={(e: IChangeEvent) => onChange((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => undefined}
    />
  );
});
