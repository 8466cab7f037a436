import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeReveal, removeReveal, revealOf, revealSources, setReveal } from '../../../../src/engine/step-editor/reveal-ops.js';
import { hiddenTargets, type RevealRule, type StepRules } from '../../../../src/engine/steps/index.js';
import { check, contentCheck } from './rule-support.js';
import { procesy } from './procesy-step.js';

const idea = '/processes/*/idea';

describe('reveal rules made with the builder', () => {
  it('offers top-level fields to a top-level target, and the same row besides to a field of the rows', () => {
    const state = procesy();
    expect(revealSources(state, '/note')).toEqual(['/described', '/processes']);
    expect(revealSources(state, '/processes')).toEqual(['/described', '/note']);
    expect(revealSources(state, idea)).toEqual(['/described', '/note', '/processes/*/name', '/processes/*/maturity']);
  });

  it("reveals a row's idea while that same row's maturity is at most 2, on a member's rows", () => {
    const state = setReveal(procesy(), idea, { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } });
    expect(state.files.rules.reveal).toEqual([
      { target: idea, when: { scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } } },
    ]);
    const member = { processes: [{ maturity: 1 }, { maturity: 3 }, { maturity: null }, { maturity: 2 }, {}] };
    expect([...hiddenTargets(state.files.rules.reveal, member, check)]).toEqual([
      '/processes/1/idea',
      '/processes/2/idea',
      '/processes/4/idea',
    ]);
    expect(revealOf(state, idea)).toEqual({
      kind: 'builder',
      confirmed: false,
      conditions: [{ source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } }],
    });
    expect(contentCheck(state)).toEqual({ problems: [], warnings: [] });
  });

  it('reveals on a filled field, an equal choice and a lower bound, each holding only when it should', () => {
    const filled = setReveal(procesy(), '/processes', { source: '/note', test: { kind: 'filled' } });
    expect([...hiddenTargets(filled.files.rules.reveal, { note: '   ' }, check)]).toEqual(['/processes']);
    expect([...hiddenTargets(filled.files.rules.reveal, { note: 'x' }, check)]).toEqual([]);
    const equal = setReveal(procesy(), '/note', { source: '/described', test: { kind: 'equals', value: 'Ano' } });
    expect([...hiddenTargets(equal.files.rules.reveal, { described: 'Ne' }, check)]).toEqual(['/note']);
    expect([...hiddenTargets(equal.files.rules.reveal, { described: 'Ano' }, check)]).toEqual([]);
    const least = setReveal(procesy(), idea, { source: '/processes/*/maturity', test: { kind: 'atLeast', n: 4 } });
    expect([...hiddenTargets(least.files.rules.reveal, { processes: [{ maturity: 4 }, { maturity: 3 }] }, check)]).toEqual([
      '/processes/1/idea',
    ]);
    for (const state of [filled, equal, least]) expect(contentCheck(state).problems).toEqual([]);
  });

  it('reveals once several conditions all hold (a zároveň), written as all, and back to one condition', () => {
    const both = setReveal(procesy(), idea, [
      { source: '/processes/*/name', test: { kind: 'filled' } },
      { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } },
    ]);
    expect(both.files.rules.reveal).toEqual([
      {
        target: idea,
        when: {
          all: [
            { scope: '/processes/*/name', schema: { type: 'string', pattern: '\\S' } },
            { scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } },
          ],
        },
      },
    ]);
    const member = {
      processes: [
        { name: 'Nákup', maturity: 1 },
        { name: ' ', maturity: 1 },
        { name: 'Prodej', maturity: 4 },
      ],
    };
    expect([...hiddenTargets(both.files.rules.reveal, member, check)]).toEqual(['/processes/1/idea', '/processes/2/idea']);
    expect(revealOf(both, idea)).toMatchObject({
      kind: 'builder',
      conditions: [{ source: '/processes/*/name' }, { source: '/processes/*/maturity' }],
    });
    expect(contentCheck(both).problems).toEqual([]);
    const one = setReveal(both, idea, [{ source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } }]);
    expect(one.files.rules.reveal![0]!.when).toEqual({ scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } });
    expect(() => setReveal(both, idea, [])).toThrow(RangeError);
  });

  it('never makes a rule whose target is a whole list read from its rows, nor a test the field cannot pass', () => {
    expect(() => setReveal(procesy(), '/processes', { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } })).toThrow(
      RangeError,
    );
    expect(() => setReveal(procesy(), '/note', { source: '/processes/*/name', test: { kind: 'filled' } })).toThrow(RangeError);
    expect(() => setReveal(procesy(), '/note', { source: '/note', test: { kind: 'filled' } })).toThrow(RangeError);
    expect(() => setReveal(procesy(), '/note', { source: '/described', test: { kind: 'equals', value: 'Možná' } })).toThrow(RangeError);
    expect(() => setReveal(procesy(), '/note', { source: '/described', test: { kind: 'atMost', n: 2 } })).toThrow(RangeError);
    expect(() => setReveal(procesy(), idea, { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2.5 } })).toThrow(RangeError);
  });

  it('replaces the rule where it stood, keeping its Continue confirmation while it reads the same field, and removes it', () => {
    const base = procesy();
    base.files.rules.reveal = [
      { target: '/note', when: { scope: '/described', schema: { const: 'Ano' } }, confirmedBy: '/described' },
      { target: '/processes', when: { scope: '/note', schema: { type: 'string', pattern: '\\S' } } },
    ];
    const changed = setReveal(base, '/note', { source: '/described', test: { kind: 'equals', value: 'Ne' } });
    expect(changed.files.rules.reveal![0]).toEqual({
      target: '/note',
      when: { scope: '/described', schema: { const: 'Ne' } },
      confirmedBy: '/described',
    });
    expect(revealOf(changed, '/note')).toMatchObject({ kind: 'builder', confirmed: true });
    const elsewhere = setReveal(base, '/processes', { source: '/described', test: { kind: 'filled' } });
    expect(elsewhere.files.rules.reveal![1]).toEqual({ target: '/processes', when: { scope: '/described', schema: { type: 'string' } } });
    const removed = removeReveal(removeReveal(base, '/note'), '/processes');
    expect(removed.files.rules).not.toHaveProperty('reveal');
    expect(base.files.rules.reveal).toHaveLength(2);
  });

  it("reads today's steps' rules back into the builder's terms, and leaves what it cannot say to the JSON view", () => {
    const rules = (step: string) => JSON.parse(fs.readFileSync(`step-schemas/${step}.rules.json`, 'utf8')) as StepRules;
    expect(rules('people/team_goals').reveal!.slice(0, 3).map(describeReveal)).toEqual([
      [{ source: '/goal', test: { kind: 'filled' } }],
      [{ source: '/success', test: { kind: 'filled' } }],
      [
        { source: '/goal', test: { kind: 'filled' } },
        { source: '/goal_rating', test: { kind: 'filled' } },
      ],
    ]);
    expect(rules('new_team_onboarding/onboarding_strategy').reveal!.map(describeReveal)).toEqual([
      [{ source: '/user_confirmed_strategy', test: { kind: 'equals', value: true } }],
    ]);
    const complex: RevealRule[] = [
      { target: '/a', when: { any: [{ scope: '/b', schema: { const: 1 } }] } },
      { target: '/a', when: { all: [{ all: [{ scope: '/b', schema: { const: 1 } }] }] } },
      { target: '/a', when: { scope: '/b', schema: { enum: [1, 2] } } },
      { target: '/a', when: { scope: '/b', schema: { type: 'integer', maximum: 2, minimum: 1 } } },
      { target: '/list', when: { scope: '/list/*/b', schema: { const: 1 } } },
    ];
    expect(complex.map(describeReveal)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const twice = procesy();
    twice.files.rules.reveal = [
      { target: '/note', when: { scope: '/described', schema: { const: 'Ano' } } },
      { target: '/note', when: { scope: '/processes', schema: { type: 'array', minItems: 1 } } },
    ];
    expect(revealOf(twice, '/note')).toEqual({ kind: 'complex' });
    expect(revealOf(procesy(), '/note')).toEqual({ kind: 'none' });
  });
});
