// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from '../../support/client-texts.js';
import type { MissingItem } from '../../../src/engine/steps/index.js';
import { goToField, MissingList, missingLabel, missingSummary } from '../../../src/client/step-runner/MissingList.js';

afterEach(cleanup);

const t = (key: string, params?: Record<string, unknown>) => i18next.t(`step-runner:${key}`, params);
const itemText = (n: number) => t('item', { n });
const field = (path: string, fieldKey: string, texts: string[], n: number): MissingItem => ({ path, fieldKey, row: { texts, n } });
const outlook = [
  field('/outlook_data/0/contribution', 'steps/people:personnelOutlook.contribution', ['Jana Nováková'], 1),
  field('/outlook_data/0/perspective', 'steps/people:personnelOutlook.perspective', ['Jana Nováková'], 1),
  field('/outlook_data/1/strategic_decision', 'steps/people:personnelOutlook.decision', ['Petr Dvořák'], 2),
  field('/outlook_data/2/contribution', 'steps/people:personnelOutlook.contribution', [], 3),
];

describe('the list of what a long form still misses', () => {
  it('names each field by its row and title; a row by its texts, the first with the others in brackets, else its number', () => {
    expect(outlook.map((i) => missingLabel(i, itemText))).toEqual([
      'Jana Nováková – Přínos pro tým',
      'Jana Nováková – Perspektiva v týmu',
      'Petr Dvořák – Strategické rozhodnutí',
      'Položka 3 – Přínos pro tým',
    ]);
    expect(missingLabel(field('/topics/1/step_1', 'steps/people:topics.step_1', ['Petr Dvořák', 'Důvěra'], 2), itemText)).toBe(
      'Petr Dvořák (Důvěra) – 1. krok',
    );
    expect(missingLabel({ path: '/goal', fieldKey: 'Cíl' }, itemText)).toBe('Cíl');
  });

  it('names the first three fields in the message, grouped by row, and counts the rest', () => {
    expect(missingSummary(outlook, itemText, t)).toBe(
      'Chybí: Jana Nováková – Přínos pro tým, Perspektiva v týmu; Petr Dvořák – Strategické rozhodnutí a další (1).',
    );
    expect(missingSummary(outlook.slice(2, 3), itemText, t)).toBe('Chybí: Petr Dvořák – Strategické rozhodnutí.');
    expect(missingSummary([], itemText, t)).toBe('');
  });

  it('lists them as buttons, ten at first, and a button focuses its field: a text by id, a radio group on its checked radio', () => {
    document.body.innerHTML = `<textarea id="root_outlook_data_1_strategic_decision"></textarea>
      <input type="radio" name="root_outlook_data_0_perspective" value="Ano"><input type="radio" name="root_outlook_data_0_perspective" value="Ne" checked>`;
    goToField('/outlook_data/1/strategic_decision');
    expect(document.activeElement?.id).toBe('root_outlook_data_1_strategic_decision');
    goToField('/outlook_data/0/perspective');
    expect((document.activeElement as HTMLInputElement).value).toBe('Ne');
    document.body.innerHTML = '';

    const many = Array.from({ length: 12 }, (_, i) =>
      field(`/outlook_data/${i}/contribution`, 'steps/people:personnelOutlook.contribution', [`Člen ${i + 1}`], i + 1),
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <MissingList items={many} labels={many.map((i) => missingLabel(i, itemText))} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('region', { name: 'Co ještě chybí (12)' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit vše (12)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Zobrazit méně' }).getAttribute('aria-expanded')).toBe('true');
  });
});
