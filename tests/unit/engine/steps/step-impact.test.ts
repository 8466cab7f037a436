import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { draftSchema, fullSchema, stepImpact, type JsonSchema, type RefusedBy } from '../../../../src/engine/steps/index.js';

const ajv = newAjv(true);
const refusedBy =
  (schema: JsonSchema): RefusedBy =>
  (data, full) => {
    const validate = ajv.compile(full ? fullSchema(schema) : draftSchema(schema));
    return validate(data) ? [] : (validate.errors ?? []).map((e) => ({ kind: e.keyword, at: e.instancePath }));
  };
const version = (schema: JsonSchema) => ({ schema, refusedBy: refusedBy(schema) });

const old: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    score: { type: 'integer', minimum: 0, maximum: 10 },
    often: { type: 'string', enum: ['monthly', 'weekly'] },
    note: { type: 'string' },
  },
};

describe('stepImpact', () => {
  it('counts a tightened bound, a removed choice and a removed field, each member once per kind', () => {
    const next: JsonSchema = {
      type: 'object',
      additionalProperties: false,
      properties: { score: { type: 'integer', minimum: 0, maximum: 5 }, often: { type: 'string', enum: ['weekly'] } },
    };
    const rows = [
      { data: { score: 8, often: 'monthly', note: 'x' }, completed: true },
      { data: { score: 3, often: 'monthly' }, completed: false },
      { data: { score: 2, often: 'weekly', note: 'y' }, completed: false },
      { data: { score: 1 }, completed: false },
    ];
    expect(stepImpact(rows, version(old), version(next))).toEqual({ notFitting: 2, hidden: 2, kinds: { maximum: 1, enum: 2 } });
  });

  it('counts a new requirement only for members who completed the step', () => {
    const next: JsonSchema = { ...old, required: ['note'] };
    const rows = [
      { data: { score: 1 }, completed: true },
      { data: { score: 1 }, completed: false },
    ];
    expect(stepImpact(rows, version(old), version(next))).toEqual({ notFitting: 1, hidden: 0, kinds: { required: 1 } });
  });

  it('does not blame the change for what the old version refused already', () => {
    const rows = [{ data: { score: 'abc' }, completed: false }];
    expect(stepImpact(rows, version(old), version({ ...old }))).toEqual({ notFitting: 0, hidden: 0, kinds: {} });
  });

  it('counts a rule that now refuses another field, though the same rule refused one already', () => {
    const next: JsonSchema = { ...old, properties: { ...(old.properties as object), note: { type: 'number' } } };
    const rows = [{ data: { score: 'abc', note: 'text' }, completed: false }];
    expect(stepImpact(rows, version(old), version(next))).toEqual({ notFitting: 1, hidden: 0, kinds: { type: 1 } });
  });

  it('counts a changed type', () => {
    const next: JsonSchema = { ...old, properties: { ...(old.properties as object), note: { type: 'number' } } };
    const rows = [{ data: { note: 'text' }, completed: false }];
    expect(stepImpact(rows, version(old), version(next))).toEqual({ notFitting: 1, hidden: 0, kinds: { type: 1 } });
  });
});
