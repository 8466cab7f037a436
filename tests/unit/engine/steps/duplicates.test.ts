import { describe, expect, it } from 'vitest';
import { completionErrors, duplicateErrors, missingContent, orderedMessages } from '../../../../src/engine/steps/index.js';

const roles = {
  roles: [
    { position: 'Vedoucí' },
    { position: ' analytik' },
    { position: 'vedoucí ' },
    { position: '' },
    { position: ' ' },
    { position: 'Analytik' },
  ],
};

describe('texts that must not repeat (rules.unique)', () => {
  it('names every later repeat, ignoring case and spaces, with the text as typed', () => {
    expect(duplicateErrors(roles, ['/roles/*/position'])).toEqual([
      { path: '/roles/2/position', keyword: 'unique', params: { value: 'vedoucí' } },
      { path: '/roles/5/position', keyword: 'unique', params: { value: 'Analytik' } },
    ]);
  });
  it('lets blank values and different texts be', () => {
    expect(
      duplicateErrors({ roles: [{ position: '' }, { position: '' }, { position: 'A' }, { position: 'B' }] }, ['/roles/*/position']),
    ).toEqual([]);
    expect(duplicateErrors(roles, undefined)).toEqual([]);
  });
  it('comes after the schema errors, shows its value in the message, and does not count as missing content', () => {
    const full = Object.assign((d: unknown) => Boolean(d) && false, {
      errors: [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'note' } }],
    });
    const errors = completionErrors(full, roles, { unique: ['/roles/*/position'] }, () => true);
    expect(errors.map((e) => e.keyword)).toEqual(['required', 'unique', 'unique']);
    expect(missingContent(errors).map((e) => e.keyword)).toEqual(['required']);
    const messages = orderedMessages(errors, [
      { path: '/note', message: 'm:note' },
      { path: '/roles/*/position', keyword: 'unique', message: 'm:unique' },
    ]);
    expect(messages.map((m) => [m.messageKey, m.params])).toEqual([
      ['m:note', {}],
      ['m:unique', { value: 'vedoucí', n: 3 }],
      ['m:unique', { value: 'Analytik', n: 6 }],
    ]);
  });
  it('is spoken of only by a rule naming the keyword unique, wherever that rule stands', () => {
    const errors = duplicateErrors(roles, ['/roles/*/position']);
    const rules = [
      { path: '/roles/*/position', message: 'm:required' },
      { path: '/roles/*/position', keyword: 'unique', message: 'm:unique' },
    ];
    expect(orderedMessages(errors, rules).map((m) => m.messageKey)).toEqual(['m:unique', 'm:unique']);
    expect(orderedMessages(errors, rules.slice(0, 1)).map((m) => m.messageKey)).toEqual(['step-runner:formIncomplete']);
  });
});
