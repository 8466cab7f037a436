// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useState } from 'react';
import axe from 'axe-core';
import '../../../../support/client-texts.js';
import type { EditorState } from '../../../../../src/engine/step-editor/types.js';
import { owner, processKey, processMap } from '../../../engine/step-editor/process-map.js';
import { peopleTexts, rolesFiles, tree } from './source-panels.js';

configure({ asyncUtilTimeout: 5000 });

const getContentTree = vi.fn();
const getStepFiles = vi.fn();
const getTexts = vi.fn();
const saveStepFiles = vi.fn();
vi.mock('../../../../../src/client/api/content.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getContentTree: () => getContentTree(),
  getStepFiles: (...args: unknown[]) => getStepFiles(...args),
  getTexts: (...args: unknown[]) => getTexts(...args),
  saveStepFiles: (...args: unknown[]) => saveStepFiles(...args),
}));
const { OptionSourcePanel } = await import('../../../../../src/client/features/content-studio/editor/panels/OptionSourcePanel.js');

let latest: EditorState;
function Editor({ initial }: { initial: EditorState }) {
  const [state, setState] = useState(initial);
  latest = state;
  return (
    <ChakraProvider value={defaultSystem}>
      <OptionSourcePanel state={state} field={owner} onChange={setState} problems={[]} />
    </ChakraProvider>
  );
}

beforeEach(() => {
  for (const mock of [getContentTree, getStepFiles, getTexts, saveStepFiles]) mock.mockReset();
  getContentTree.mockResolvedValue(tree);
  getStepFiles.mockResolvedValue(rolesFiles());
  getTexts.mockResolvedValue(peopleTexts);
});
afterEach(cleanup);

// userEvent types key by key, and the machine runs other suites beside this one.
describe('the panel of choices taken from another step', { timeout: 60_000 }, () => {
  it("takes the process owner from the roles' positions, by keyboard alone", async () => {
    const user = userEvent.setup();
    render(<Editor initial={processMap()} />);
    expect(screen.getByText('Hodnotu zatím člen píše sám.')).toBeTruthy();
    const step = await screen.findByRole('combobox', { name: 'Krok, ze kterého se volby berou' });
    // This step is no source of its own choices; the others are offered by module.
    expect(screen.queryByRole('option', { name: 'Mapa procesů' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Lidé' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(step);
    await user.selectOptions(step, 'Role v týmu');
    expect(getStepFiles).toHaveBeenCalledWith('people', 'team_roles_revision');
    expect(getTexts).toHaveBeenCalledWith({ namespace: 'steps/people' });
    const column = await screen.findByRole('combobox', { name: 'Pole seznamu, jehož texty se nabízejí' });
    expect(screen.getByRole('option', { name: 'Role › Pozice' })).toBeTruthy();
    await user.selectOptions(column, 'Role › Pozice');
    const apply = screen.getByRole('button', { name: 'Brát volby odtud' });
    await user.tab();
    expect(document.activeElement).toBe(apply);
    await user.keyboard('{Enter}');

    expect(latest.files.rules.optionSources).toEqual([
      expect.objectContaining({
        target: '/processes/*/owner',
        step: 'people/team_roles_revision',
        values: '/roles/*/position',
        ref: 'owner_id',
      }),
    ]);
    expect(screen.getByTestId('option-source-summary').textContent).toBe('Volby se berou z kroku „Role v týmu“, pole „Role › Pozice“.');
    const empty = screen.getByRole('textbox', { name: 'Co člen uvidí, dokud krok „Role v týmu“ nemá žádné řádky' }) as HTMLTextAreaElement;
    expect(empty.value).toBe('Nejprve dokončete krok „Role v týmu“.');
    fireEvent.change(empty, { target: { value: 'Nejprve vyplňte role.' } });
    expect(latest.texts.cs[processKey('processes.owner.sourceEmpty')]).toBe('Nejprve vyplňte role.');
    expect(screen.getByText('{{n}} se nahradí číslem řádku.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Brát volby odtud' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Zrušit volby z jiného kroku' }));
    expect(latest.files.rules.optionSources).toBeUndefined();
    expect(screen.getByText('Hodnotu zatím člen píše sám.')).toBeTruthy();
  });

  it('names a source list whose rows keep no ids and mends it in the source step', async () => {
    const user = userEvent.setup();
    getStepFiles.mockResolvedValueOnce(rolesFiles(true)).mockResolvedValue(rolesFiles());
    saveStepFiles.mockResolvedValue(rolesFiles());
    render(<Editor initial={processMap()} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Krok, ze kterého se volby berou' }), 'Role v týmu');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pole seznamu, jehož texty se nabízejí' }), 'Role › Pozice');
    expect(screen.getByRole('alert').textContent).toContain('Řádky seznamu v kroku „Role v týmu“ nemají stálá čísla');
    await user.click(screen.getByRole('button', { name: 'Doplnit stálá čísla řádků do kroku „Role v týmu“' }));
    await screen.findByText('Krok „Role v týmu“ má teď stálá čísla řádků (uloženo do konceptu).');
    const [module, step, body] = saveStepFiles.mock.calls[0]!;
    expect([module, step]).toEqual(['people', 'team_roles_revision']);
    expect(body.rules.ids).toEqual([{ list: '/roles', matchBy: 'position' }]);
    expect(body.base).toEqual(rolesFiles(true).files);
    expect(screen.queryByRole('button', { name: /Doplnit stálá čísla/ })).toBeNull();
  });

  it('says so when the steps cannot be loaded', async () => {
    getContentTree.mockRejectedValue(new Error('offline'));
    render(<Editor initial={processMap()} />);
    await screen.findByText('Kroky se nepodařilo načíst. Zkuste to za chvíli znovu.');
  });

  it('names every control (axe, without colour contrast, which jsdom cannot compute)', async () => {
    const user = userEvent.setup();
    render(<Editor initial={processMap()} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Krok, ze kterého se volby berou' }), 'Role v týmu');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pole seznamu, jehož texty se nabízejí' }), 'Role › Pozice');
    await user.click(screen.getByRole('button', { name: 'Brát volby odtud' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zrušit volby z jiného kroku' })).toBeTruthy());
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
