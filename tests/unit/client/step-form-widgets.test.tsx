// @vitest-environment jsdom
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { draftSchema } from '../../../src/engine/steps/index.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';

afterEach(cleanup);

/** A fixture step (tests/fixtures/step-schemas/widgets) as the form gets it: the draft schema, no live validation. */
function fixture(step: string): StepModule {
  const def = readStepDefinition('widgets', step, path.resolve('tests/fixtures/step-schemas'))!;
  return {
    definition: { ...def, schema: { ...draftSchema(def.schema!), $id: 'draft' }, ui: def.ui! },
    validators: { draft: Object.assign(() => true, { errors: null }) },
    conditions: {},
  } as unknown as StepModule;
}

const context = (hidden: string[] = []): StepFormContext => ({
  hidden: new Set(hidden),
  saveSoon: vi.fn(),
  openTips: vi.fn(),
  busy: false,
  choices: {},
});

function show(module: StepModule, data: Record<string, unknown>, hidden: string[] = []) {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={module} data={data} context={context(hidden)} onChange={onChange} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return onChange;
}
const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall![0] as Record<string, Array<Record<string, unknown>>>;

describe('a table of numbers (fixture widgets/capacity)', () => {
  const capacity = fixture('capacity');

  it('shows stored numbers in bounded number inputs, by default and when named', () => {
    show(capacity, { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 60, future_capacity: 0 }] });
    const present = screen.getByRole('spinbutton', { name: 'Současná kapacita (%)' });
    expect(present).toHaveProperty('value', '60');
    expect([present.getAttribute('min'), present.getAttribute('max'), present.getAttribute('step')]).toEqual(['0', '100', '1']);
    expect(screen.getByRole('spinbutton', { name: 'Budoucí kapacita (%)' })).toHaveProperty('value', '0');
  });

  it('stores only an integer in bounds: other text stays in the input, marked invalid, and the data gets null', () => {
    const onChange = show(capacity, { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 60 }] });
    const present = screen.getByRole('spinbutton', { name: 'Současná kapacita (%)' });
    fireEvent.change(present, { target: { value: '5.5' } });
    expect(last(onChange).capacities![0]!.present_capacity).toBeNull();
    expect(present).toHaveProperty('value', '5.5');
    expect(present.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(present, { target: { value: '70' } });
    expect(last(onChange).capacities![0]!.present_capacity).toBe(70);
    expect(present.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(present, { target: { value: '' } });
    expect(last(onChange).capacities![0]!.present_capacity).toBeNull();
  });

  it('hides a row cell the reveal rules hide for that row only', () => {
    show(
      capacity,
      {
        capacities: [
          { id: 1, position: 'A', present_capacity: 60 },
          { id: 2, position: 'B', present_capacity: null },
        ],
      },
      ['/capacities/1/future_capacity'],
    );
    expect(screen.getAllByRole('spinbutton', { name: 'Budoucí kapacita (%)' })).toHaveLength(1);
    expect(screen.getAllByRole('spinbutton', { name: 'Současná kapacita (%)' })).toHaveLength(2);
  });

  it('titles the columns once, keeps a label on every cell, badges a row by its position and never removes the last row', () => {
    show(capacity, { capacities: [{ id: 1, position: 'Vedoucí' }, { id: 2 }] });
    expect(screen.getByTestId('table-header').getAttribute('aria-hidden')).toBe('true');
    expect([...screen.getByTestId('table-header').firstElementChild!.children].map((c) => c.textContent)).toEqual([
      'Pozice',
      'Současná kapacita (%)',
      'Budoucí kapacita (%)',
    ]);
    expect(screen.getAllByRole('textbox', { name: 'Pozice' })).toHaveLength(2);
    const list = screen.getByRole('region', { name: 'Kapacity pozic' });
    expect(within(list).getByText('Vedoucí', { selector: 'span' })).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /^Odebrat: Položka [12]$/ })).toHaveLength(2);
    cleanup();
    show(capacity, { capacities: [{ id: 1, position: 'Vedoucí' }] });
    expect(screen.queryByRole('button', { name: /^Odebrat/ })).toBeNull();
  });
});

describe('choices and a toggle list (fixture widgets/values)', () => {
  const values = fixture('values');

  // Chakra's radios and switches (zag machines) report a change a microtask later.
  it('offers an enum as radios named by the field title, labelled from ui:options.labels', async () => {
    const onChange = show(values, { perspective: 'Ne' });
    const group = screen.getByRole('radiogroup', { name: 'Perspektiva' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Ano', 'Ne', 'Částečně ano']);
    expect(within(group).getByRole('radio', { name: 'Ne' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Částečně ano' }));
    await waitFor(() => expect(last(onChange).perspective).toBe('Částečně'));
  });

  it('offers an enum as a select with display "select", where nothing chosen is null', () => {
    const onChange = show(values, { decision: 'Udržet' });
    const select = screen.getByRole('combobox', { name: 'Strategické rozhodnutí' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Vyberte…', 'Rozvíjet', 'Udržet', 'Nahradit']);
    fireEvent.change(select, { target: { value: '' } });
    expect(last(onChange).decision).toBeNull();
  });

  it('switches rows on up to maxSelected, with the hint and the count', async () => {
    const onChange = show(values, {});
    const list = screen.getByRole('region', { name: 'Hodnoty týmu' });
    expect(within(list).getByText('Můžete vybrat maximálně 2 hodnoty')).toBeTruthy();
    expect(within(list).getByTestId('toggle-count').textContent).toBe('Vybráno 0 z 2');
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Vybrat: Důvěra' }));
    await waitFor(() => expect(within(list).getByTestId('toggle-count').textContent).toBe('Vybráno 1 z 2'));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Vybrat: Spolupráce' }));
    await waitFor(() => expect(last(onChange).values!.map((v) => v.is_selected)).toEqual([true, false, true]));
    expect(within(list).getByTestId('toggle-count').textContent).toBe('Vybráno 2 z 2');
    expect(within(list).getByRole('checkbox', { name: 'Vybrat: Odpovědnost' })).toHaveProperty('disabled', true);
    expect(within(list).getByRole('checkbox', { name: 'Vybrat: Důvěra' })).toHaveProperty('disabled', false);
  });

  it('marks a renamed predefined row custom and removes only added rows; an added row left blank is dropped', () => {
    const onChange = show(values, {});
    const list = screen.getByRole('region', { name: 'Hodnoty týmu' });
    fireEvent.change(within(list).getByRole('textbox', { name: 'Název: Důvěra' }), { target: { value: 'Důvěra a respekt' } });
    expect(last(onChange).values![0]).toEqual({ name: 'Důvěra a respekt', original_name: 'Důvěra', is_selected: false, is_custom: true });
    expect(within(list).queryByRole('button', { name: /^Odebrat/ })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Přidat vlastní hodnotu' }));
    expect(last(onChange).values![3]).toEqual({ name: '', is_selected: true, is_custom: true });
    const added = within(list).getByRole('textbox', { name: 'Název: Položka 4' });
    expect(document.activeElement).toBe(added);
    // maxCustom 1: no second row of one's own.
    expect(within(list).queryByRole('button', { name: 'Přidat vlastní hodnotu' })).toBeNull();
    fireEvent.blur(added);
    expect(last(onChange).values).toHaveLength(3);

    fireEvent.click(within(list).getByRole('button', { name: 'Přidat vlastní hodnotu' }));
    fireEvent.change(within(list).getByRole('textbox', { name: 'Název: Položka 4' }), { target: { value: 'Odvaha' } });
    fireEvent.blur(within(list).getByRole('textbox', { name: 'Název: Položka 4' }));
    expect(last(onChange).values).toHaveLength(4);
    fireEvent.click(within(list).getByRole('button', { name: 'Odebrat: Odvaha' }));
    expect(last(onChange).values!.map((v) => v.name)).toEqual(['Důvěra a respekt', 'Odpovědnost', 'Spolupráce']);
  });
});

describe('a toggle list among given names (value priorities)', () => {
  const def = readStepDefinition('people', 'team_values_priorities', path.resolve('step-schemas'))!;
  const priorities = {
    definition: { ...def, schema: { ...draftSchema(def.schema!), $id: 'draft' }, ui: def.ui! },
    validators: { draft: Object.assign(() => true, { errors: null }) },
    conditions: {},
  } as unknown as StepModule;

  it('labels each switch with its name, offers no renaming, adding or removing, and stops at five', async () => {
    const rows = ['Důvěra', 'Kvalita', 'Respekt', 'Inovace', 'Odvaha', 'Radost'].map((value_name, id) => ({
      id: id + 1,
      value_name,
      is_priority: id < 4,
    }));
    const onChange = show(priorities, { priorities: rows });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Odvaha' }));
    await waitFor(() => expect(last(onChange).priorities!.filter((p) => p.is_priority)).toHaveLength(5));
    expect(screen.getByRole('checkbox', { name: 'Radost' })).toHaveProperty('disabled', true);
  });

  it('says what to finish first while there is nothing to choose from', () => {
    show(priorities, { priorities: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe('Nejprve dokončete výběr hodnot týmu');
  });
});
