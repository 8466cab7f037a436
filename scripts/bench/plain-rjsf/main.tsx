// The typing benchmark's baseline: the team evaluation's draft schema rendered by a plain @rjsf/core
// Form (default theme, no uiSchema, the default ajv8 validator, live validation on each change),
// with the data the benchmark stored (./data.json, written beside this build).
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { draftSchema } from '../../../src/engine/steps';
import schema from '../../../step-schemas/people/team_evaluation.schema.json';

const formData = (await (await fetch('./data.json')).json()) as Record<string, unknown>;
createRoot(document.getElementById('root')!).render(
  <Form schema={draftSchema(schema) as RJSFSchema} formData={formData} validator={validator} liveValidate="onChange" />,
);
