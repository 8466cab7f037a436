// @vitest-environment jsdom
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import '../../../../support/client-texts.js';
import { FIELD_PANELS } from '../../../../../src/client/features/content-studio/editor/field-panels.js';
import { ListPanel } from '../../../../../src/client/features/content-studio/editor/panels/ListPanel.js';
import { RequirementPanel } from '../../../../../src/client/features/content-studio/editor/panels/RequirementPanel.js';
import { RevealPanel } from '../../../../../src/client/features/content-studio/editor/panels/RevealPanel.js';
import { requirementOf } from '../../../../../src/engine/step-editor/requirement-ops.js';
import { setReveal } from '../../../../../src/engine/step-editor/reveal-ops.js';
import type { EditorField, EditorState, FieldPanelProps } from '../../../../../src/engine/step-editor/types.js';
import { completionMessages, contentCheck } from '../../../engine/step-editor/rule-support.js';
import { procesy } from '../../../engine/step-editor/procesy-step.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);
/** Each test drives a panel through many changes and runs the content check: on a busy machine that is seconds. */
const SLOW = 30_000;

const idea: EditorField = { pointer: '/processes/*/idea', name: 'idea', kind: 'longText', list: '/processes' };
const processes: EditorField = { pointer: '/processes', name: 'processes', kind: 'rows' };
const note: EditorField = { pointer: '/note', name: 'note', kind: 'longText' };

/** The panel as the field editor holds it: every change becomes the state the panel is drawn from next. */
function show(Panel: ComponentType<FieldPanelProps>, field: EditorField, initial: EditorState = procesy()) {
  const states: EditorState[] = [initial];
  function Holder() {
    const [state, setState] = useState(initial);
    return (
      <Panel
        state={state}
        field={field}
        problems={[]}
        onChange={(next) => {
          states.push(next);
          setState(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={defaultSystem}>
      <Holder />
    </ChakraProvider>,
  );
  return { last: () => states.at(-1)!, count: () => states.length };
}

const pick = (label: string, optionText: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: optionText }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the reveal panel', () => {
  it(
    "reveals a row's idea while the same row's maturity is at most 2, as the author picks field, condition and value",
    async () => {
      const user = userEvent.setup();
      const editor = show(RevealPanel, idea);
      expect(screen.getByRole('region', { name: 'Zobrazení pole' })).toBeTruthy();
      expect(screen.getByText('Člen pole vidí vždy.')).toBeTruthy();
      await user.click(screen.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }));
      expect(editor.last().files.rules.reveal).toEqual([
        { target: '/processes/*/idea', when: { scope: '/described', schema: { type: 'string' } } },
      ]);
      pick('Zobrazit, když pole', 'Vyspělost (ve stejném řádku)');
      pick('Podmínka', 'je nejvýše');
      type('Hodnota', 'dva');
      expect(screen.getByText('Zadejte celé číslo, například 2.')).toBeTruthy();
      const before = editor.count();
      type('Hodnota', '2,5');
      expect(editor.count()).toBe(before);
      type('Hodnota', '2');
      expect(editor.last().files.rules.reveal).toEqual([
        { target: '/processes/*/idea', when: { scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } } },
      ]);
      expect(screen.getByText('Člen pole uvidí, až když „Vyspělost“ ve stejném řádku je nejvýše 2.')).toBeTruthy();
      expect(contentCheck(editor.last()).problems).toEqual([]);

      await user.click(screen.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }));
      expect(editor.last().files.rules).not.toHaveProperty('reveal');
    },
    SLOW,
  );

  it(
    'offers a choice by its values, and leaves a rule it cannot say to the JSON view',
    async () => {
      const editor = show(RevealPanel, note);
      await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }));
      pick('Podmínka', 'rovná se');
      pick('Hodnota', 'Ne');
      expect(editor.last().files.rules.reveal).toEqual([{ target: '/note', when: { scope: '/described', schema: { const: 'Ne' } } }]);
      expect(screen.getByText('Člen pole uvidí, až když „Máte procesy popsané?“ se rovná „Ne“.')).toBeTruthy();
      expect(screen.getByText(/Pole je povinné vždy, ale člen ho nemusí vidět/)).toBeTruthy();
      cleanup();

      const complex = procesy();
      complex.files.rules.reveal = [{ target: '/note', when: { any: [{ scope: '/described', schema: { const: 'Ano' } }] } }];
      const other = show(RevealPanel, note, complex);
      expect(screen.getByText(/složitější, než umí průvodce/)).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Zrušit podmínku a zobrazovat vždy' }));
      expect(other.last().files.rules).not.toHaveProperty('reveal');
    },
    SLOW,
  );

  it(
    'adds a second condition that must hold too, and removes it again',
    async () => {
      const user = userEvent.setup();
      const editor = show(RevealPanel, idea);
      await user.click(screen.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }));
      pick('Zobrazit, když pole', 'Název procesu (ve stejném řádku)');
      await user.click(screen.getByRole('button', { name: 'Přidat další podmínku (a zároveň)' }));
      const second = screen.getByRole('group', { name: '2. podmínka' });
      fireEvent.change(within(second).getByLabelText('A zároveň, když pole'), { target: { value: '/processes/*/maturity' } });
      fireEvent.change(within(second).getByLabelText('Podmínka'), { target: { value: 'atMost' } });
      fireEvent.change(within(second).getByLabelText('Hodnota'), { target: { value: '2' } });
      expect(editor.last().files.rules.reveal![0]!.when).toEqual({
        all: [
          { scope: '/processes/*/name', schema: { type: 'string', pattern: '\\S' } },
          { scope: '/processes/*/maturity', schema: { type: 'integer', maximum: 2 } },
        ],
      });
      expect(
        screen.getByText(
          'Člen pole uvidí, až když „Název procesu“ ve stejném řádku je vyplněné a zároveň „Vyspělost“ ve stejném řádku je nejvýše 2.',
        ),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Odebrat 2. podmínku' }));
      expect(editor.last().files.rules.reveal![0]!.when).toEqual({
        scope: '/processes/*/name',
        schema: { type: 'string', pattern: '\\S' },
      });
    },
    SLOW,
  );

  it(
    'is reached and worked by keyboard alone',
    async () => {
      const user = userEvent.setup();
      const editor = show(RevealPanel, note);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }));
      await user.keyboard(' ');
      expect(editor.last().files.rules.reveal).toHaveLength(1);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByLabelText('Zobrazit, když pole'));
    },
    SLOW,
  );
});

describe('the conditional requirement panel', () => {
  it(
    'requires the idea in rows rated 2 or less, with the Czech and English message, and completion enforces it',
    async () => {
      const user = userEvent.setup();
      const editor = show(RequirementPanel, idea);
      await user.click(screen.getByRole('checkbox', { name: 'Povinné, jen když platí podmínka' }));
      expect((screen.getByLabelText('Zpráva pro člena (česky)') as HTMLInputElement).value).toBe(
        'Řádek {{n}}: Vyplňte pole „Nápad na zlepšení“.',
      );
      pick('Povinné, když pole', 'Vyspělost (ve stejném řádku)');
      pick('Podmínka', 'je nejvýše');
      type('Hodnota', '2');
      type('Zpráva pro člena (česky)', '');
      expect(screen.getByText('Napište zprávu česky: bez ní by člen nevěděl, co doplnit.')).toBeTruthy();
      type('Zpráva pro člena (česky)', 'Proces {{n}}: Napište nápad na zlepšení');
      type('Zpráva pro člena (anglicky, nepovinné)', 'Process {{n}}: write an improvement idea');

      const state = editor.last();
      const key = 'steps/procesy:process_map.processes.idea.requiredWhen';
      expect(state.texts.cs[key]).toBe('Proces {{n}}: Napište nápad na zlepšení');
      expect(state.texts.en[key]).toBe('Process {{n}}: write an improvement idea');
      const data = { described: 'Ano', note: 'x', processes: [{ id: 1, maturity: 2 }] };
      expect(completionMessages(state, data)).toEqual([`${key} (1)`]);
      expect(completionMessages(state, { ...data, processes: [{ id: 1, maturity: 2, idea: 'Zkrátit schvalování' }] })).toEqual([]);
      expect(completionMessages(state, { ...data, processes: [{ id: 1, maturity: 3 }] })).toEqual([]);
      expect(
        screen.getByText('Krok nepůjde dokončit bez tohoto pole, když „Vyspělost“ ve stejném řádku je nejvýše 2. Jinak je nepovinné.'),
      ).toBeTruthy();
      expect(contentCheck(state)).toEqual({ problems: [], warnings: [] });

      await user.click(screen.getByRole('checkbox', { name: 'Povinné, jen když platí podmínka' }));
      expect(editor.last().files.schema).toEqual(procesy().files.schema);
      expect(editor.last().texts).toEqual(procesy().texts);
    },
    SLOW,
  );
});

describe('the conditional requirement panel beside a reveal rule', () => {
  it(
    "starts from the reveal's condition, and warns of one under which the hidden field would be required",
    async () => {
      const shown = setReveal(procesy(), idea.pointer, { source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } });
      const editor = show(RequirementPanel, idea, shown);
      await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Povinné, jen když platí podmínka' }));
      expect(requirementOf(editor.last(), idea.pointer)).toMatchObject({ source: '/processes/*/maturity', test: { kind: 'atMost', n: 2 } });
      expect(screen.queryByText(/i ve chvíli, kdy je skryté/)).toBeNull();
      type('Hodnota', '3');
      expect(requirementOf(editor.last(), idea.pointer)).toMatchObject({ test: { kind: 'atMost', n: 3 } });
      expect(screen.getByText(/i ve chvíli, kdy je skryté/)).toBeTruthy();
    },
    SLOW,
  );
});

describe('the list panel', () => {
  it(
    'makes a table of 2 to 5 processes that members cannot add or remove, with its labels, texts and unique names',
    async () => {
      const user = userEvent.setup();
      const editor = show(ListPanel, processes);
      await user.click(screen.getByRole('radio', { name: 'Tabulka' }));
      type('Nejméně řádků', '2');
      type('Nejvíce řádků', '1');
      expect(screen.getByText('Zadejte celé číslo, nejméně 2.')).toBeTruthy();
      type('Nejvíce řádků', '5');
      type('Nejméně řádků', 'dva');
      expect(screen.getByText('Zadejte celé číslo od 0 do 5 (nejvíce řádků).')).toBeTruthy();
      type('Nejméně řádků', '2');
      await user.click(screen.getByRole('checkbox', { name: 'Přidávat řádky' }));
      await user.click(screen.getByRole('checkbox', { name: 'Odebírat řádky' }));
      type('Označení řádku (česky)', 'Proces {{n}}');
      type('Označení řádku (anglicky, nepovinné)', 'Process {{n}}');
      pick('Pojmenovat řádek podle pole', 'Název procesu');
      type('Text tlačítka pro přidání řádku (česky)', 'Přidat proces');
      type('Text prázdného seznamu (česky)', 'Zatím žádné procesy');
      expect(screen.queryByRole('checkbox', { name: '„Nápad na zlepšení“ se v seznamu nesmí opakovat' })).toBeNull();
      expect(within(screen.getByLabelText('Pojmenovat řádek podle pole')).queryByRole('option', { name: 'Nápad na zlepšení' })).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: '„Název procesu“ se v seznamu nesmí opakovat' }));
      type('Zpráva o opakování pole „Název procesu“ (česky)', 'Proces „{{value}}“ už v mapě je.');

      const state = editor.last();
      const ui = (state.files.ui as any).processes;
      expect(ui['ui:options']).toEqual({
        minRows: 2,
        addable: false,
        removable: false,
        itemLabel: 'steps/procesy:process_map.processes.itemLabel',
        badgeField: 'name',
        addLabel: 'steps/procesy:process_map.processes.add',
        emptyText: 'steps/procesy:process_map.processes.empty',
      });
      expect(ui.items['ui:options']).toEqual({ layout: 'row' });
      expect((state.files.schema!.properties as any).processes.maxItems).toBe(5);
      expect(state.texts.en['steps/procesy:process_map.processes.itemLabel']).toBe('Process {{n}}');
      expect(state.files.rules.unique).toEqual(['/processes/*/name']);
      expect(state.texts.cs['steps/procesy:process_map.processes.name.unique']).toBe('Proces „{{value}}“ už v mapě je.');
      const rows = {
        described: 'Ne',
        note: 'x',
        processes: [
          { id: 1, name: 'Nákup' },
          { id: 2, name: 'NÁKUP' },
        ],
      };
      expect(completionMessages(state, rows)).toEqual(['steps/procesy:process_map.processes.name.unique (2)']);
      expect(contentCheck(state).problems).toEqual([]);
    },
    SLOW,
  );
});

describe('the field editor lists the rule panels for the fields they apply to', () => {
  // The rule panels only: the source panels beside them have tests of their own.
  const RULE_PANELS = ['reveal', 'requirement', 'list'];
  const ids = (field: EditorField) =>
    FIELD_PANELS.filter((p) => RULE_PANELS.includes(p.id) && p.appliesTo(field, procesy())).map((p) => p.id);
  it('reveal and requirement for answers, the list panel for lists, nothing to require of a text to read', () => {
    expect(ids(idea)).toEqual(['reveal', 'requirement']);
    expect(ids(processes)).toEqual(['reveal', 'requirement', 'list']);
    expect(ids({ pointer: '/note', name: 'note', kind: 'reading' })).toEqual(['reveal']);
  });
});
