// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useState } from 'react';
import axe from 'axe-core';
import '../../../../support/client-texts.js';
import type { EditorField, EditorState } from '../../../../../src/engine/step-editor/types.js';
import { priorities, processKey, processMap } from '../../../engine/step-editor/process-map.js';
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
const { DerivedListPanel } = await import('../../../../../src/client/features/content-studio/editor/panels/DerivedListPanel.js');

let latest: EditorState;
function Editor({ initial, field = priorities }: { initial: EditorState; field?: EditorField }) {
  const [state, setState] = useState(initial);
  latest = state;
  return (
    <ChakraProvider value={defaultSystem}>
      <DerivedListPanel state={state} field={field} onChange={setState} problems={[]} />
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

const select = (name: string) => screen.findByRole('combobox', { name });

// userEvent types key by key, and the machine runs other suites beside this one.
describe('the derived list panel', { timeout: 60_000 }, () => {
  it("derives the priorities from this step's processes rated 2 or less, by keyboard", async () => {
    const user = userEvent.setup();
    render(<Editor initial={processMap()} />);
    expect(screen.getByTestId('derived-list-summary').textContent).toBe('Řádky seznamu zatím přidává člen sám.');
    await user.selectOptions(await select('Krok se zdrojovým seznamem'), 'Tento krok');
    expect(getStepFiles).not.toHaveBeenCalled();
    // The list itself is no source of its own rows.
    const list = await select('Zdrojový seznam');
    expect(within(list).queryByRole('option', { name: 'Priority' })).toBeNull();
    await user.selectOptions(list, 'Procesy');
    await user.selectOptions(await select('Pole, které řádek pojmenuje'), 'Procesy › Proces');
    expect(screen.getByText('Všechny řádky.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Přidat podmínku' }));
    const condition = screen.getByRole('group', { name: 'Podmínka 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Pole' }), 'Zralost (1–5)');
    expect((within(condition).getByRole('combobox', { name: 'Podmínka' }) as HTMLSelectElement).value).toBe('atMost');
    const apply = screen.getByRole('button', { name: 'Vytvářet řádky odtud' }) as HTMLButtonElement;
    // No value yet: nothing to write.
    expect(apply.disabled).toBe(true);
    expect(screen.getByText('Zadejte hodnotu každé podmínky (u „je nejvýše“ a „je alespoň“ číslo).')).toBeTruthy();
    within(condition).getByRole('textbox', { name: 'Hodnota' }).focus();
    await user.keyboard('2');
    const empty = screen.getByRole('textbox', { name: 'Co člen uvidí, dokud seznam nemá žádný řádek' }) as HTMLTextAreaElement;
    expect(empty.value).toBe('Zatím tu nic není: řádky přibudou ze seznamu „Procesy“.');
    apply.focus();
    await user.keyboard('{Enter}');

    expect(latest.files.rules.derive).toEqual([
      {
        target: '/priorities',
        derivation: 'rowsFromList',
        inputs: {
          values: { at: '/processes/*', where: { properties: { maturity: { type: 'number', maximum: 2 } }, required: ['maturity'] } },
        },
        options: { key: 'name', ref: 'source_id', text: 'name' },
      },
    ]);
    expect(latest.texts.cs[processKey('priorities.empty')]).toBe('Zatím tu nic není: řádky přibudou ze seznamu „Procesy“.');
    expect(screen.getByTestId('derived-list-summary').textContent).toBe('Řádky vznikají ze seznamu „Procesy“ tohoto kroku.');
    // Written as picked: nothing to write again until something changes.
    expect((screen.getByRole('button', { name: 'Vytvářet řádky odtud' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Odebrat podmínku 1' }));
    await user.click(screen.getByRole('button', { name: 'Vytvářet řádky odtud' }));
    expect(latest.files.rules.derive?.[0]?.inputs.values).toEqual({ at: '/processes/*' });
    await user.click(screen.getByRole('button', { name: 'Zrušit odvozování' }));
    expect(latest.files.rules.derive).toBeUndefined();
  });

  it('reads a list of another step, and mends a list whose rows keep no ids', async () => {
    const user = userEvent.setup();
    getStepFiles.mockResolvedValueOnce(rolesFiles(true)).mockResolvedValue(rolesFiles());
    saveStepFiles.mockResolvedValue(rolesFiles());
    render(<Editor initial={processMap()} />);
    await user.selectOptions(await select('Krok se zdrojovým seznamem'), 'Role v týmu');
    await user.selectOptions(await select('Zdrojový seznam'), 'Role');
    await user.selectOptions(await select('Pole, které řádek pojmenuje'), 'Role › Pozice');
    expect(screen.getByRole('alert').textContent).toContain('Řádky seznamu v kroku „Role v týmu“ nemají stálá čísla');
    await user.click(screen.getByRole('button', { name: 'Doplnit stálá čísla řádků do kroku „Role v týmu“' }));
    await screen.findByText('Krok „Role v týmu“ má teď stálá čísla řádků (uloženo do konceptu).');
    expect(saveStepFiles.mock.calls[0]![2].rules.ids).toEqual([{ list: '/roles', matchBy: 'position' }]);
    await user.click(screen.getByRole('button', { name: 'Vytvářet řádky odtud' }));
    expect(latest.files.rules.derive?.[0]?.inputs).toEqual({ values: { step: 'people/team_roles_revision', at: '/roles/*' } });
    expect(screen.getByTestId('derived-list-summary').textContent).toBe('Řádky vznikají ze seznamu „Role“ v kroku „Role v týmu“.');
  });

  it('describes a rule of another derivation from the catalogue and leaves it to the JSON view', async () => {
    const state = processMap();
    state.files.rules.derive = [
      { target: '/priorities', derivation: 'distinctTexts', inputs: { values: { at: '/processes/*', pick: 'name' } } },
    ];
    render(<Editor initial={state} />);
    expect(screen.getByText('Seznam plní odvození „Texty bez opakování“. Změnit ho lze v zobrazení JSON.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names every control (axe, without colour contrast, which jsdom cannot compute)', async () => {
    const user = userEvent.setup();
    render(<Editor initial={processMap()} />);
    await user.selectOptions(await select('Krok se zdrojovým seznamem'), 'Tento krok');
    await user.selectOptions(await select('Zdrojový seznam'), 'Procesy');
    await user.click(screen.getByRole('button', { name: 'Přidat podmínku' }));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
