// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';

afterEach(cleanup);

const schema = {
  $id: 'draft',
  type: 'object',
  properties: {
    intro: { type: 'string', maxLength: 100 },
    rows: {
      type: 'array',
      maxItems: 2,
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, share: { type: 'integer', minimum: 0, maximum: 100 } },
      },
    },
  },
};
const ui = {
  intro: { 'ui:title': 'Úvod', 'ui:help': 'Nápověda k úvodu' },
  rows: {
    'ui:title': 'Pozice',
    'ui:options': {
      itemLabel: 'steps/new_team_onboarding:onboarding_position.threats.item',
      addLabel: 'Přidat pozici',
      maxHint: 'Nejvýš 2 pozice',
      minRows: 1,
      badgeField: 'name',
    },
    items: {
      'ui:options': { layout: 'row' },
      id: { 'ui:widget': 'hidden' },
      name: { 'ui:title': 'Název' },
      share: { 'ui:title': 'Kapacita' },
    },
  },
};
const module = {
  definition: { module: 'm', step: 's', schema, ui, rules: { title: 't', messages: [] } },
  validators: { draft: Object.assign(() => true, { errors: null }) },
  conditions: {},
} as unknown as StepModule;
const context = (hidden: string[] = []): StepFormContext => ({
  hidden: new Set(hidden),
  saveSoon: vi.fn(),
  openTips: vi.fn(),
  busy: false,
  choices: {},
});

const show = (data: Record<string, unknown>, hidden: string[] = [], onChange = vi.fn()) => {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={module} data={data} context={context(hidden)} onChange={onChange} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return onChange;
};

describe('the step form (rjsf with our templates)', () => {
  it('ties every label to its input and shows the hint', () => {
    show({ intro: 'x', rows: [{ id: 1, name: 'Vedoucí', share: 50 }] });
    expect(screen.getByLabelText('Úvod')).toHaveProperty('value', 'x');
    expect(screen.getByText('Nápověda k úvodu')).toBeTruthy();
    expect(screen.getByLabelText('Název')).toHaveProperty('value', 'Vedoucí');
  });

  it('numbers list rows under a badge with the row name, keeps the minimum rows and stops adding at maxItems', () => {
    show({ rows: [{ id: 1, name: 'Vedoucí' }, { id: 2 }] });
    const list = screen.getByRole('region', { name: 'Pozice' });
    expect(within(list).getByText('Vedoucí', { selector: 'span' })).toBeTruthy();
    expect(within(list).getByText('Hrozba 2')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Přidat pozici' })).toBeNull();
    expect(within(list).getByText('Nejvýš 2 pozice')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /^Odebrat/ })).toHaveLength(2);
    cleanup();
    show({ rows: [{ id: 1, name: 'Jediná' }] });
    expect(screen.queryByRole('button', { name: /^Odebrat/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Přidat pozici' })).toBeTruthy();
  });

  it("names the add button 'Přidat řádek' when the author gave the list no button text", () => {
    const unnamed = {
      ...module,
      definition: {
        ...module.definition,
        ui: { ...ui, rows: { ...ui.rows, 'ui:options': { ...ui.rows['ui:options'], addLabel: undefined } } },
      },
    } as StepModule;
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <StepForm module={unnamed} data={{ rows: [{ id: 1, name: 'Jediná' }] }} context={context()} onChange={vi.fn()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'Přidat řádek' })).toBeTruthy();
  });

  it('badges rows with the numbered label when no badgeField is named', () => {
    const numbered = {
      ...module,
      definition: {
        ...module.definition,
        ui: { ...ui, rows: { ...ui.rows, 'ui:options': { ...ui.rows['ui:options'], badgeField: undefined } } },
      },
    } as StepModule;
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <StepForm module={numbered} data={{ rows: [{ id: 1, name: 'Vedoucí' }] }} context={context()} onChange={vi.fn()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const list = screen.getByRole('region', { name: 'Pozice' });
    expect(within(list).getByText('Hrozba 1', { selector: 'span' })).toBeTruthy();
    expect(within(list).queryByText('Vedoucí', { selector: 'span' })).toBeNull();
  });

  it('leaves out the blocks the reveal rules hide and reports edits', () => {
    const onChange = show({ intro: '' }, ['/rows']);
    expect(screen.queryByRole('region', { name: 'Pozice' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Úvod'), { target: { value: 'Nový text' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ intro: 'Nový text' }));
  });
});
