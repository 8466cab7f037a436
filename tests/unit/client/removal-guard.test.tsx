// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';

// The whole step runner renders here: on a busy machine (the suite runs two workers) a render takes longer than waitFor's default second.
configure({ asyncUtilTimeout: 5000 });

const saveStep = vi.fn();
const stepImpact = vi.fn();
const undoStepChange = vi.fn();
const resetDependentSteps = vi.fn();
vi.mock('../../../src/client/api/steps.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveStep: (...args: unknown[]) => saveStep(...args),
  stepImpact: (...args: unknown[]) => stepImpact(...args),
  undoStepChange: (...args: unknown[]) => undoStepChange(...args),
  resetDependentSteps: (...args: unknown[]) => resetDependentSteps(...args),
}));

const { StepRunner } = await import('../../../src/client/step-runner/StepRunner.js');
const { UNDO_MS } = await import('../../../src/client/step-runner/UndoBar.js');
const { HTTPError } = await import('ky');
type StepModule = import('../../../src/client/step-runner/step-module.js').StepModule;
type LoadedStep = import('../../../src/client/step-runner/load-step.js').LoadedStep;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  localStorage.clear();
  for (const mock of [saveStep, stepImpact, undoStepChange, resetDependentSteps]) mock.mockReset();
  saveStep.mockImplementation(async (_p, data, version) => ({ data, version: version + 1, status: 'in_progress' }));
  resetDependentSteps.mockResolvedValue({ message: '', reset_steps: ['later'] });
});

const selected = { properties: { is_selected: { const: true } }, required: ['is_selected'] };
/** A roles list and a values toggle list, watched as the people steps watch theirs. */
const schema = {
  $id: 'draft',
  type: 'object',
  properties: {
    roles: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, position: { type: 'string' } } } },
    values: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, value_name: { type: 'string' }, is_selected: { type: 'boolean' } } },
    },
  },
};
const ui = {
  roles: {
    'ui:title': 'Role',
    'ui:options': {
      itemLabel: 'steps/people:roles.list.item',
      addLabel: 'steps/people:roles.list.add',
      removeQuestion: 'steps/people:roles.list.removeQuestion',
    },
    items: { id: { 'ui:widget': 'hidden' }, position: { 'ui:title': 'Pozice' } },
  },
  values: {
    'ui:field': 'ToggleListField',
    'ui:title': 'Hodnoty',
    'ui:options': {
      addable: false,
      renamable: false,
      nameKey: 'value_name',
      deselectQuestion: 'steps/people:values.list.deselectQuestion',
    },
  },
};
const rules = {
  title: 't',
  messages: [],
  resetDependents: {
    watch: ['/roles/*/position', { at: '/values/*', where: selected, pick: 'value_name' }],
    message: 'steps/people:roles.reset',
  },
};
const module = {
  definition: { module: 'm', step: 's', schema, ui, rules },
  validators: { draft: Object.assign(() => true, { errors: null }) },
  conditions: { [JSON.stringify(selected)]: (v: unknown) => (v as { is_selected?: unknown })?.is_selected === true },
} as unknown as StepModule;
const DATA = {
  roles: [
    { id: 1, position: 'Analytik' },
    { id: 2, position: 'Vývojář' },
  ],
  values: [
    { id: 1, value_name: 'Důvěra', is_selected: true },
    { id: 2, value_name: 'Odvaha', is_selected: true },
  ],
};
const loaded: LoadedStep = {
  module,
  path: 'm/s',
  stepKey: 'm/s',
  data: DATA,
  version: 3,
  recovered: false,
  loadFailed: false,
  serverData: DATA,
  choices: {},
  completed: false,
};
const COST = {
  reopen: [{ step: 'm/later', title: 'Kapacita týmu' }],
  losses: [{ step: 'm/topics', title: 'Rozvojová témata', count: 3, text: '3 rozvojová témata s texty' }],
};

const show = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepRunner loaded={loaded} moduleName="m" stepName="s" userId={7} />
      </MemoryRouter>
    </ChakraProvider>,
  );
const positions = () => screen.queryAllByLabelText('Pozice').map((input) => (input as HTMLInputElement).value);
const removeRole = (n: number) => fireEvent.click(screen.getByRole('button', { name: `Odebrat: Role ${n}` }));
const removeSecondRole = () => removeRole(2);
const question = () => screen.findByRole('alertdialog', { name: 'Odebrat roli „Vývojář“?' });
/** Answers the question once the server's answer is in (the confirming button waits for it). */
async function answer(dialog: HTMLElement, name: string) {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('asking before a removal, offering undo after', () => {
  it('asks with what it costs, the form unchanged behind it; Zrušit changes nothing', async () => {
    stepImpact.mockResolvedValue(COST);
    show();
    removeSecondRole();
    const dialog = await question();
    expect(stepImpact).toHaveBeenCalledWith('m/s', { ...DATA, roles: [DATA.roles[0]] });
    await waitFor(() => expect(within(dialog).getByText('Kapacita týmu')).toBeTruthy());
    expect(within(dialog).getByText('3 rozvojová témata s texty')).toBeTruthy();
    expect(positions()).toEqual(['Analytik', 'Vývojář']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(positions()).toEqual(['Analytik', 'Vývojář']);
    expect(saveStep).not.toHaveBeenCalled();
  });

  it('still asks, without the lists, when the server cannot say what it costs; Escape cancels', async () => {
    stepImpact.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show();
    removeSecondRole();
    const dialog = await question();
    await waitFor(() => expect(dialog.textContent).toContain('Nepodařilo se zjistit, čeho se změna dotkne.'));
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Zrušit' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(positions()).toEqual(['Analytik', 'Vývojář']);
  });

  it('saves a confirmed removal at once, offers its undo with the steps reopened, and puts the step back on undo', async () => {
    stepImpact.mockResolvedValue(COST);
    undoStepChange.mockResolvedValue({ data: DATA, version: 5, restored_steps: ['m/later'] });
    show();
    removeSecondRole();
    const dialog = await question();
    await answer(dialog, 'Odebrat');
    await waitFor(() => expect(saveStep).toHaveBeenCalledWith('m/s', { ...DATA, roles: [DATA.roles[0]] }, 3));
    const bar = await screen.findByTestId('undo-bar');
    expect(bar.getAttribute('role')).toBe('status');
    expect(bar.textContent).toContain('Změna uložena.');
    expect(bar.textContent).toContain('Znovu bude potřeba dokončit: Kapacita týmu.');
    expect(positions()).toEqual(['Analytik']);
    await waitFor(() => expect(resetDependentSteps).toHaveBeenCalledWith('m', 's'));
    fireEvent.click(within(bar).getByRole('button', { name: 'Vrátit zpět' }));
    await waitFor(() => expect(screen.getByTestId('undo-bar').textContent).toBe('Změna byla vrácena.'));
    expect(undoStepChange).toHaveBeenCalledWith('m/s', 4);
    expect(positions()).toEqual(['Analytik', 'Vývojář']);
    expect(screen.queryByTestId('reset-notice')).toBeNull();
  });

  it('sends an undo clicked while the reset of later steps is still on its way only after it, so the reset cannot reopen them again', async () => {
    stepImpact.mockResolvedValue(COST);
    undoStepChange.mockResolvedValue({ data: DATA, version: 5, restored_steps: ['m/later'] });
    let arrive: (value: { message: string; reset_steps: string[] }) => void = () => {};
    resetDependentSteps.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    show();
    removeSecondRole();
    await answer(await question(), 'Odebrat');
    const bar = await screen.findByTestId('undo-bar');
    await waitFor(() => expect(resetDependentSteps).toHaveBeenCalledWith('m', 's'));
    fireEvent.click(within(bar).getByRole('button', { name: 'Vrátit zpět' }));
    await act(async () => {});
    expect(undoStepChange).not.toHaveBeenCalled();
    await act(async () => arrive({ message: '', reset_steps: ['later'] }));
    await waitFor(() => expect(undoStepChange).toHaveBeenCalledWith('m/s', 4));
    await waitFor(() => expect(screen.getByTestId('undo-bar').textContent).toBe('Změna byla vrácena.'));
  });

  it("shows the server's refusal of an undo as an error, and takes the undo away once the member edits again", async () => {
    stepImpact.mockResolvedValue(COST);
    const refusal = new Response(JSON.stringify({ detail: 'Role byla mezitím upravena.' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    undoStepChange.mockRejectedValue(new HTTPError(refusal, new Request('http://x/api/m/s/undo'), {} as never));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show();
    removeSecondRole();
    await answer(await question(), 'Odebrat');
    const bar = await screen.findByTestId('undo-bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Vrátit zpět' }));
    await waitFor(() => expect(screen.getByTestId('undo-bar').getAttribute('role')).toBe('alert'));
    expect(screen.getByTestId('undo-bar').textContent).toBe('Změnu nelze vrátit.Role byla mezitím upravena.');
    fireEvent.click(within(screen.getByTestId('undo-bar')).getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByTestId('undo-bar')).toBeNull();

    // A second removal: its undo goes once the member types.
    removeRole(1);
    await answer(await screen.findByRole('alertdialog', { name: 'Odebrat roli „Analytik“?' }), 'Odebrat');
    await waitFor(() => expect(within(screen.getByTestId('undo-bar')).getByRole('button', { name: 'Vrátit zpět' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Přidat roli' }));
    await waitFor(() => expect(within(screen.getByTestId('undo-bar')).queryByRole('button', { name: 'Vrátit zpět' })).toBeNull());
  });

  it('lets a value switched off through at once when nothing later would change, and asks when something would', async () => {
    stepImpact.mockResolvedValue({ reopen: [], losses: [] });
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Důvěra' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Důvěra' })).toHaveProperty('checked', false));
    // The field shows its own state at once; the impact is asked right after (under load, after this point).
    await waitFor(() => expect(stepImpact).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    stepImpact.mockResolvedValue(COST);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Odvaha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Vyřadit hodnotu „Odvaha“ z výběru?' });
    expect(screen.getByRole('checkbox', { name: 'Odvaha' })).toHaveProperty('checked', true);
    await answer(dialog, 'Pokračovat');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Odvaha' })).toHaveProperty('checked', false));
    expect(await screen.findByTestId('undo-bar')).toBeTruthy();
  });

  it('takes the undo bar away after 15 s, not while the focus is in it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stepImpact.mockResolvedValue(COST);
      show();
      removeSecondRole();
      await answer(await question(), 'Odebrat');
      const undo = within(await screen.findByTestId('undo-bar')).getByRole('button', { name: 'Vrátit zpět' });
      act(() => undo.focus());
      await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 1000));
      expect(screen.getByTestId('undo-bar')).toBeTruthy();
      act(() => undo.blur());
      await act(() => vi.advanceTimersByTimeAsync(UNDO_MS - 1000));
      expect(screen.getByTestId('undo-bar')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByTestId('undo-bar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
