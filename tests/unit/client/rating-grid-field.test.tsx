// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import i18next from 'i18next';
import '../../support/client-texts.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { draftSchema } from '../../../src/engine/steps/index.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';

const NOW = 1_760_000_000_000;
const scrollIntoView = vi.fn();
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollIntoView.mockReset();
});

/** The team evaluation step as the form gets it: the draft schema, no live validation. */
function teamEvaluation(): StepModule {
  const def = readStepDefinition('people', 'team_evaluation')!;
  return {
    definition: { ...def, schema: { ...draftSchema(def.schema!), $id: 'draft' }, ui: def.ui! },
    validators: { draft: Object.assign(() => true, { errors: null }) },
    conditions: {},
  } as unknown as StepModule;
}
const module = teamEvaluation();

const ROLES = { '/members/*/position': { values: ['Vedoucí', 'Analytik'], emptyMessage: 'steps/people:evaluation.noRoles' } };
const context = (over: Partial<StepFormContext> = {}): StepFormContext => ({
  hidden: new Set(),
  saveSoon: vi.fn(),
  openTips: vi.fn(),
  busy: false,
  choices: ROLES,
  ...over,
});

function show(data: Record<string, unknown>, over: Partial<StepFormContext> = {}) {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={module} data={data} context={context(over)} onChange={onChange} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return onChange;
}
type Data = { members: Array<Record<string, unknown>>; values: string[]; evaluations: Array<Record<string, unknown>> };
const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall![0] as Data;

const member = (id: number, member_name: string, position = 'Vedoucí') => ({ id, member_name, position, status: 'active' });
const row = (team_member_id: number, value_name: string, rating: number | null) => ({ team_member_id, value_name, rating });
const VALUES = ['Důvěra', 'Odpovědnost'];

const addForm = () => screen.getByRole('region', { name: 'Přidat člena týmu' });
const list = () => screen.getByRole('region', { name: 'Členové týmu' });
const nameInput = () => within(addForm()).getByRole('textbox', { name: 'Jméno člena týmu' });
const positionSelect = () => within(addForm()).getByRole('combobox', { name: 'Pozice' });
const addButton = () => within(addForm()).getByRole('button', { name: 'Přidat člena' });
/** A member's select button: named by the member's name, then the position. */
const memberButton = (name: string) =>
  within(list()).getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });

describe('adding a member', () => {
  it('appends the member with a timestamp id and an unrated row for each value, clears the form and shows its ratings', () => {
    const onChange = show({ members: [], values: VALUES, evaluations: [] });
    expect(within(list()).getByText('Zatím jste nepřidali žádného člena týmu.')).toBeTruthy();
    expect(nameInput().getAttribute('placeholder')).toBe('Např. Jana Nováková');
    expect([...positionSelect().querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Vyberte…', 'Vedoucí', 'Analytik']);

    fireEvent.change(nameInput(), { target: { value: '  Jana Nováková ' } });
    fireEvent.change(positionSelect(), { target: { value: 'Analytik' } });
    fireEvent.click(addButton());

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last(onChange)).toEqual({
      members: [{ id: NOW, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' }],
      values: VALUES,
      evaluations: [row(NOW, 'Důvěra', null), row(NOW, 'Odpovědnost', null)],
    });
    expect(nameInput()).toHaveProperty('value', '');
    expect(positionSelect()).toHaveProperty('value', '');
    expect(memberButton('Jana Nováková').getAttribute('aria-pressed')).toBe('true');
    const heading = screen.getByRole('heading', { name: 'Hodnocení: Jana Nováková' });
    expect(document.activeElement).toBe(heading);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('selects the member just added, bumps the id above every existing one, and adds on Enter in the name input', () => {
    const onChange = show({
      members: [member(NOW + 5, 'Petr')],
      values: VALUES,
      evaluations: [row(NOW + 5, 'Důvěra', 2), row(NOW + 5, 'Odpovědnost', null)],
    });
    expect(screen.getByRole('heading', { name: 'Hodnocení: Petr' })).toBeTruthy();
    fireEvent.change(positionSelect(), { target: { value: 'Vedoucí' } });
    fireEvent.change(nameInput(), { target: { value: 'Jana' } });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    const data = last(onChange);
    expect(data.members[1]).toEqual({ id: NOW + 6, member_name: 'Jana', position: 'Vedoucí', status: 'active' });
    expect(data.evaluations).toEqual([
      row(NOW + 5, 'Důvěra', 2),
      row(NOW + 5, 'Odpovědnost', null),
      row(NOW + 6, 'Důvěra', null),
      row(NOW + 6, 'Odpovědnost', null),
    ]);
    expect(screen.getByRole('heading', { name: 'Hodnocení: Jana' })).toBe(document.activeElement);
    expect(memberButton('Jana').getAttribute('aria-pressed')).toBe('true');
    expect(memberButton('Petr').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps what is typed in the add form to itself: no data changes until the member is added', () => {
    const onChange = show({ members: [member(1, 'Petr')], values: VALUES, evaluations: [] });
    fireEvent.change(nameInput(), { target: { value: 'Jan' } });
    fireEvent.change(nameInput(), { target: { value: 'Jana' } });
    fireEvent.change(positionSelect(), { target: { value: 'Vedoucí' } });
    expect(nameInput()).toHaveProperty('value', 'Jana');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for a name, then for a position, and adds nothing', () => {
    const onChange = show({ members: [], values: VALUES, evaluations: [] });
    fireEvent.click(addButton());
    expect(within(addForm()).getByRole('alert').textContent).toBe('Zadejte jméno člena týmu');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(addButton());
    expect(within(addForm()).getByRole('alert').textContent).toBe('Zadejte jméno člena týmu');
    fireEvent.change(nameInput(), { target: { value: 'Jana' } });
    expect(within(addForm()).queryByRole('alert')).toBeNull();
    fireEvent.click(addButton());
    expect(within(addForm()).getByRole('alert').textContent).toBe('Vyberte pozici člena týmu');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a name an existing member has, ignoring case and surrounding spaces', () => {
    const onChange = show({ members: [member(1, 'Jana Nováková')], values: VALUES, evaluations: [] });
    fireEvent.change(nameInput(), { target: { value: '  jana NOVÁKOVÁ ' } });
    fireEvent.change(positionSelect(), { target: { value: 'Vedoucí' } });
    fireEvent.click(addButton());
    expect(within(addForm()).getByRole('alert').textContent).toBe('Člen týmu s tímto jménem již existuje');
    expect(onChange).not.toHaveBeenCalled();
    expect(within(list()).getAllByTestId('member-row')).toHaveLength(1);
  });

  it('says which step to complete while there are no positions to choose, and offers no add form', () => {
    show(
      { members: [], values: VALUES, evaluations: [] },
      { choices: { '/members/*/position': { values: [], emptyMessage: 'steps/people:evaluation.noRoles' } } },
    );
    expect(within(addForm()).getByText('Nejprve dokončete role v týmu')).toBeTruthy();
    expect(within(addForm()).queryByRole('textbox')).toBeNull();
    expect(within(addForm()).queryByRole('button')).toBeNull();
  });
});

describe('the member list', () => {
  it('shows each member’s rating state: none, some, all', () => {
    show({
      members: [member(1, 'Jana'), member(2, 'Petr', 'Analytik'), member(3, 'Eva')],
      values: VALUES,
      evaluations: [
        row(1, 'Důvěra', null),
        row(1, 'Odpovědnost', null),
        row(2, 'Důvěra', 3),
        row(2, 'Odpovědnost', null),
        row(3, 'Důvěra', 1),
        row(3, 'Odpovědnost', 5),
      ],
    });
    expect(
      within(list())
        .getAllByTestId('member-state')
        .map((b) => b.textContent),
    ).toEqual(['Nehodnoceno', 'Hodnoceno 1/2', 'Hodnocení kompletní']);
    expect(within(memberButton('Petr')).getByText('Analytik')).toBeTruthy();
  });

  it('selects the first member by default and another one on its button', () => {
    show({ members: [member(1, 'Jana'), member(2, 'Petr')], values: VALUES, evaluations: [] });
    expect(screen.getAllByTestId('member-ratings')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Hodnocení: Jana' })).toBeTruthy();
    expect(memberButton('Jana').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(memberButton('Petr'));
    expect(screen.getByRole('heading', { name: 'Hodnocení: Petr' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hodnocení: Jana' })).toBeNull();
    expect(memberButton('Petr').getAttribute('aria-pressed')).toBe('true');
    expect(memberButton('Jana').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the selection on the same member when a save turns its temporary id into a real one', () => {
    const form = (members: Array<Record<string, unknown>>) => (
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <StepForm module={module} data={{ members, values: VALUES, evaluations: [] }} context={context()} onChange={vi.fn()} />
        </MemoryRouter>
      </ChakraProvider>
    );
    const { rerender } = render(form([member(1, 'Jana'), member(NOW, 'Petr')]));
    fireEvent.click(memberButton('Petr'));
    rerender(form([member(1, 'Jana'), member(2, 'Petr')]));
    expect(screen.getByRole('heading', { name: 'Hodnocení: Petr' })).toBeTruthy();
    expect(memberButton('Petr').getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a member with its rating rows and selects the next one', () => {
    const onChange = show({
      members: [member(1, 'Jana'), member(2, 'Petr')],
      values: VALUES,
      evaluations: [row(1, 'Důvěra', 1), row(2, 'Důvěra', 2), row(1, 'Odpovědnost', 3), row(2, 'Odpovědnost', null)],
    });
    fireEvent.click(within(list()).getByRole('button', { name: 'Odebrat člena Jana' }));
    expect(last(onChange)).toEqual({
      members: [member(2, 'Petr')],
      values: VALUES,
      evaluations: [row(2, 'Důvěra', 2), row(2, 'Odpovědnost', null)],
    });
    expect(screen.getByRole('heading', { name: 'Hodnocení: Petr' })).toBeTruthy();
    fireEvent.click(within(list()).getByRole('button', { name: 'Odebrat člena Petr' }));
    expect(last(onChange)).toEqual({ members: [], values: VALUES, evaluations: [] });
    expect(screen.queryByTestId('member-ratings')).toBeNull();
    expect(within(list()).getByText('Zatím jste nepřidali žádného člena týmu.')).toBeTruthy();
  });
});

describe('rating the selected member', () => {
  it('offers a radio group per value on the 1–5 scale, unrated until picked, and stores the pick', () => {
    const onChange = show({
      members: [member(1, 'Jana'), member(2, 'Petr')],
      values: VALUES,
      evaluations: [row(1, 'Důvěra', null), row(2, 'Důvěra', 4)],
    });
    const section = screen.getByRole('region', { name: 'Hodnocení: Jana' });
    const trust = within(section).getByRole('group', { name: 'Důvěra' });
    expect(
      within(trust)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['1 – Vynikající', '2 – Dobré', '3 – Průměrné', '4 – Špatné', '5 – Velmi špatné']);
    // Native radios of one name: arrow keys move within the group, Tab leaves it.
    expect(
      new Set(
        within(trust)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).name),
      ).size,
    ).toBe(1);
    expect(trust.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(trust.getAttribute('aria-describedby')!)!.textContent).toBe('Nehodnoceno');

    fireEvent.click(within(trust).getByRole('radio', { name: '2 – Dobré' }));
    expect(last(onChange).evaluations).toEqual([row(1, 'Důvěra', 2), row(2, 'Důvěra', 4)]);
    expect(within(trust).getByRole('radio', { name: '2 – Dobré' })).toHaveProperty('checked', true);
    expect(trust.getAttribute('aria-describedby')).toBeNull();
    expect(within(list()).getAllByTestId('member-state')[0]!.textContent).toBe('Hodnoceno 1/2');

    // A value without a row yet gets one.
    fireEvent.click(within(within(section).getByRole('group', { name: 'Odpovědnost' })).getByRole('radio', { name: '5 – Velmi špatné' }));
    expect(last(onChange).evaluations).toEqual([row(1, 'Důvěra', 2), row(2, 'Důvěra', 4), row(1, 'Odpovědnost', 5)]);
    expect(within(list()).getAllByTestId('member-state')[0]!.textContent).toBe('Hodnocení kompletní');
  });

  it('edits the name and position in place, keeping a stored position no longer among the roles', () => {
    const onChange = show({ members: [member(1, 'Jana', 'Ředitelka')], values: VALUES, evaluations: [] });
    const section = screen.getByRole('region', { name: 'Hodnocení: Jana' });
    const position = within(section).getByRole('combobox', { name: 'Pozice' });
    expect([...position.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Vyberte…', 'Ředitelka', 'Vedoucí', 'Analytik']);
    expect(position).toHaveProperty('value', 'Ředitelka');
    fireEvent.change(position, { target: { value: 'Analytik' } });
    expect(last(onChange).members[0]).toEqual(member(1, 'Jana', 'Analytik'));
    fireEvent.change(within(section).getByRole('textbox', { name: 'Jméno člena týmu' }), { target: { value: 'Jana N.' } });
    expect(last(onChange).members[0]).toEqual(member(1, 'Jana N.', 'Analytik'));
    expect(screen.getByRole('heading', { name: 'Hodnocení: Jana N.' })).toBeTruthy();
    expect(memberButton('Jana N.')).toBeTruthy();
  });

  it('says where the values come from while there are none', () => {
    show({ members: [member(1, 'Jana')], values: [], evaluations: [] });
    expect(within(screen.getByRole('region', { name: 'Hodnocení: Jana' })).getByText('Nejprve dokončete prioritizaci hodnot')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('re-renders only the changed row while the selected member’s name is typed', () => {
    const members = Array.from({ length: 15 }, (_, i) => member(i + 1, `Člen ${i + 1}`));
    show({ members, values: VALUES, evaluations: [] });
    const t = vi.spyOn(i18next, 't');
    fireEvent.change(within(screen.getByRole('region', { name: 'Hodnocení: Člen 1' })).getByRole('textbox', { name: 'Jméno člena týmu' }), {
      target: { value: 'Člen 1a' },
    });
    expect(screen.getByRole('heading', { name: 'Hodnocení: Člen 1a' })).toBeTruthy();
    const rowRenders = t.mock.calls.filter(([key]) => key === 'steps/people:evaluation.list.remove');
    expect(rowRenders.length).toBeGreaterThan(0);
    expect(rowRenders.length).toBeLessThanOrEqual(2);
    expect(rowRenders.every(([, params]) => (params as { name: string }).name === 'Člen 1a')).toBe(true);
  });

  it('re-renders neither the heading nor the inputs for a rating, nor the position select for a keystroke in the name', () => {
    show({ members: [member(1, 'Jana'), member(2, 'Petr')], values: VALUES, evaluations: [] });
    const section = screen.getByRole('region', { name: 'Hodnocení: Jana' });
    const t = vi.spyOn(i18next, 't');
    const keys = () => t.mock.calls.map(([key]) => key);
    fireEvent.click(within(within(section).getByRole('group', { name: 'Důvěra' })).getByRole('radio', { name: '2 – Dobré' }));
    expect(within(within(section).getByRole('group', { name: 'Důvěra' })).getByRole('radio', { name: '2 – Dobré' })).toHaveProperty(
      'checked',
      true,
    );
    expect(keys()).not.toContain('steps/people:evaluation.ratings.title');
    expect(keys()).not.toContain('steps/people:evaluation.add.name');
    expect(keys()).not.toContain('steps/people:evaluation.add.position');
    t.mockClear();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Jméno člena týmu' }), { target: { value: 'Jana N' } });
    expect(screen.getByRole('heading', { name: 'Hodnocení: Jana N' })).toBeTruthy();
    expect(keys()).not.toContain('steps/people:evaluation.add.position');
  });
});

describe('accessibility', () => {
  it('names every control (axe, without colour contrast, which jsdom cannot compute)', async () => {
    show({ members: [member(1, 'Jana'), member(2, '')], values: VALUES, evaluations: [row(1, 'Důvěra', 2)] });
    fireEvent.click(addButton());
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('while completing', () => {
  it('disables every control', () => {
    show({ members: [member(1, 'Jana'), member(2, 'Petr')], values: VALUES, evaluations: [] }, { busy: true });
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('button'),
    ]) {
      expect(control).toHaveProperty('disabled', true);
    }
  });
});
