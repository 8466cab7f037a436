import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DERIVATIONS } from '../../../../src/engine/derivations/index.js';
import { catalogueEntry, DERIVATION_CATALOGUE } from '../../../../src/engine/step-editor/derivation-catalogue.js';

const studio = JSON.parse(fs.readFileSync('locales/cs/studio.json', 'utf8'));
const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], studio);

describe('the catalogue of derivations', () => {
  it('describes every derivation the engine has, once', () => {
    expect(DERIVATION_CATALOGUE.map((e) => e.derivation).sort()).toEqual(Object.keys(DERIVATIONS).sort());
  });

  it('names each, what it makes and each input in Czech', () => {
    for (const entry of DERIVATION_CATALOGUE) {
      for (const key of [entry.name, entry.makes, ...entry.inputs.map((i) => i.label)]) {
        expect(typeof text(key), key).toBe('string');
        expect((text(key) as string).trim(), key).not.toBe('');
      }
    }
  });

  it('offers the author rows from another list, asking for step, list, condition and the field that names a row, this step too', () => {
    expect(DERIVATION_CATALOGUE.filter((e) => e.authorable).map((e) => e.derivation)).toEqual(['rowsFromList']);
    expect(catalogueEntry('rowsFromList')?.inputs).toEqual([
      {
        name: 'values',
        label: 'editor.derive.catalogue.rowsFromList.inputs.values',
        asks: ['step', 'list', 'condition', 'pick'],
        thisStep: true,
      },
    ]);
    expect(catalogueEntry('followChoices')?.inputs[0]?.thisStep).toBe(false);
    expect(catalogueEntry('nope')).toBeUndefined();
  });
});
