import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkStep } from '../../../../scripts/validate/step-checks.js';
import { readStepDefinition } from '../../../../src/content/step-definitions.js';
import {
  boundRevealRules,
  dataErrors,
  fullSchema,
  hiddenTargets,
  isConfirmed,
  numberFromInput,
  orderedMessages,
  storedConfirmations,
  type JsonSchema,
  type RevealRule,
} from '../../../../src/engine/steps/index.js';

const FIXTURES = path.resolve('tests/fixtures/step-schemas');
const ajv = new Ajv({ allErrors: true, strict: false });
const check = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value) as boolean;

describe('reveal rules inside list rows (fixture widgets/capacity)', () => {
  const capacity = readStepDefinition('widgets', 'capacity', FIXTURES)!;

  it('passes npm run validate, row pointers and the new widgets included (texts aside: fixtures have none)', () => {
    const files = { rules: 'r', schema: 's', ui: 'u' };
    const locales = { dir: 'locales', cs: new Map(), en: new Map() };
    const read = (m: string, st: string) => readStepDefinition(m, st, FIXTURES);
    for (const step of ['capacity', 'values']) {
      const problems = checkStep(readStepDefinition('widgets', step, FIXTURES)!, files, locales, read).problems;
      expect(problems.filter((p) => !/^text |is not a text key/.test(p.message))).toEqual([]);
    }
  });

  it('hides a row field per row, judged by that same row', () => {
    const data = {
      capacities: [{ position: 'Vedoucí', present_capacity: 60 }, { position: 'Analytik', present_capacity: null }, { position: 'Tester' }],
    };
    expect([...hiddenTargets(capacity.rules.reveal, data, check)]).toEqual([
      '/capacities/1/future_capacity',
      '/capacities/2/future_capacity',
    ]);
    expect([...hiddenTargets(capacity.rules.reveal, { capacities: [] }, check)]).toEqual([]);
    expect([...hiddenTargets(capacity.rules.reveal, {}, check)]).toEqual([]);
  });

  it('binds every * of the target, in order, in nested lists and combined conditions', () => {
    const rules: RevealRule[] = [
      {
        target: '/teams/*/members/*/note',
        when: {
          all: [
            { scope: '/teams/*/open', schema: { const: true } },
            { scope: '/teams/*/members/*/name', schema: { minLength: 1 } },
          ],
        },
        confirmedBy: '/teams/*/open',
      },
    ];
    const data = {
      teams: [
        { open: true, members: [{ name: 'Eva' }, { name: '' }] },
        { open: false, members: [{ name: 'Jan' }] },
      ],
    };
    expect(boundRevealRules(rules, data).map((r) => [r.target, r.when, r.confirmedBy])).toEqual([
      [
        '/teams/0/members/0/note',
        {
          all: [
            { scope: '/teams/0/open', schema: { const: true } },
            { scope: '/teams/0/members/0/name', schema: { minLength: 1 } },
          ],
        },
        '/teams/0/open',
      ],
      [
        '/teams/0/members/1/note',
        {
          all: [
            { scope: '/teams/0/open', schema: { const: true } },
            { scope: '/teams/0/members/1/name', schema: { minLength: 1 } },
          ],
        },
        '/teams/0/open',
      ],
      [
        '/teams/1/members/0/note',
        {
          all: [
            { scope: '/teams/1/open', schema: { const: true } },
            { scope: '/teams/1/members/0/name', schema: { minLength: 1 } },
          ],
        },
        '/teams/1/open',
      ],
    ]);
    expect([...hiddenTargets(rules, data, check)]).toEqual(['/teams/0/members/1/note', '/teams/1/members/0/note']);
  });

  it('keeps a typed number the schema refuses out of the data, so completion names the row', () => {
    const field = (capacity.schema!.properties as Record<string, JsonSchema>).capacities!.items as JsonSchema;
    const present = (field.properties as Record<string, JsonSchema>).present_capacity!;
    const row = (raw: string) => ({ id: 1, position: 'Vedoucí', present_capacity: numberFromInput(raw, present), future_capacity: 50 });
    const full = ajv.compile(fullSchema(capacity.schema!));
    const first = (data: unknown) =>
      full(data) ? undefined : orderedMessages(dataErrors(full.errors), capacity.rules.messages)[0]?.messageKey;
    expect(row('60').present_capacity).toBe(60);
    expect(first({ capacities: [row('60')] })).toBeUndefined();
    for (const raw of ['5.5', 'abc', '150', '-1', '']) {
      expect(row(raw).present_capacity).toBeNull();
      expect(first({ capacities: [row('60'), row(raw)] })).toBe('Řádek {{n}}: Současná kapacita musí být celé číslo 0–100');
    }
  });
});

describe('reveal waiting for a confirmed answer', () => {
  const rules: RevealRule[] = [{ target: '/list', when: { scope: '/agreed', schema: { const: true } }, confirmedBy: '/agreed' }];

  it('shows the target once the answer it holds is confirmed, and again needs confirming after a change', () => {
    expect([...hiddenTargets(rules, { agreed: true }, check, {})]).toEqual(['/list']);
    expect([...hiddenTargets(rules, { agreed: true }, check, { '/agreed': true })]).toEqual([]);
    expect([...hiddenTargets(rules, { agreed: true }, check, { '/agreed': false })]).toEqual(['/list']);
    expect([...hiddenTargets(rules, { agreed: false }, check, { '/agreed': false })]).toEqual(['/list']);
    expect(isConfirmed({ '/agreed': true }, '/agreed', true)).toBe(true);
    expect(isConfirmed({}, '/agreed', undefined)).toBe(false);
  });

  it('asks no confirmation of a caller that tracks none', () => {
    expect([...hiddenTargets(rules, { agreed: true }, check)]).toEqual([]);
  });

  it('counts an answer stored at load as confirmed, a missing one not', () => {
    expect(storedConfirmations(rules, { agreed: true })).toEqual({ '/agreed': true });
    expect(storedConfirmations(rules, { agreed: false })).toEqual({ '/agreed': false });
    expect(storedConfirmations(rules, { agreed: null })).toEqual({});
    expect(storedConfirmations(rules, {})).toEqual({});
    expect(storedConfirmations(undefined, { agreed: true })).toEqual({});
  });
});
