// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from '../../../support/client-texts.js';
import { AddField } from '../../../../src/client/features/content-studio/editor/AddField.js';
import { CardsPanel } from '../../../../src/client/features/content-studio/editor/CardsPanel.js';
import { editorProblems } from '../../../../src/client/features/content-studio/editor/editor-problems.js';
import { FieldEditor } from '../../../../src/client/features/content-studio/editor/FieldEditor.js';
import { FieldList } from '../../../../src/client/features/content-studio/editor/FieldList.js';
import { PageTexts } from '../../../../src/client/features/content-studio/editor/PageTexts.js';
import { cardsIn } from '../../../../src/engine/step-editor/card-ops.js';
import { moveField, removeField } from '../../../../src/engine/step-editor/field-ops.js';
import { fieldsOf } from '../../../../src/engine/step-editor/fields.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { baseline } from '../../engine/step-editor/support.js';

afterEach(cleanup);

// jsdom has no ResizeObserver; the growing text areas only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The editor's field column and panels over a state of their own, as StepEditor holds it; `seen` is the latest state. */
let seen: EditorState;
function Harness({ start }: { start: EditorState }) {
  const [state, setState] = useState(start);
  const [selected, setSelected] = useState<string>('/goal');
  seen = state;
  const fields = fieldsOf(state);
  const field = fields.find((f) => f.pointer === selected);
  const problems = editorProblems(state, fields, null, i18next.t);
  return (
    <ChakraProvider value={defaultSystem}>
      <FieldList
        state={state}
        fields={fields}
        selected={selected}
        problems={problems.byField}
        onSelect={setSelected}
        onMove={(f, by) => setState(moveField(state, f, by))}
        onRemove={(f) => setState(removeField(state, f))}
      />
      <AddField
        state={state}
        fields={fields}
        onAdd={(next, f) => {
          setState(next);
          setSelected(f.pointer);
        }}
      />
      <FieldEditor state={state} field={field} problems={problems.byField.get(selected) ?? []} onChange={setState} />
    </ChakraProvider>
  );
}

const type = (label: string, value: string, nth = 0) => fireEvent.change(screen.getAllByLabelText(label)[nth]!, { target: { value } });

describe('the step editor’s field list and panels', () => {
  it('adds a choice field with its labels and choices, and names a choice left without a Czech label', () => {
    render(<Harness start={baseline()} />);
    fireEvent.change(screen.getByLabelText('Druh pole'), { target: { value: 'choiceSelect' } });
    const add = screen.getByRole('button', { name: 'Přidat pole' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    type('Název nového pole (česky)', 'Četnost');
    type('Název nového pole (anglicky)', 'Frequency');
    fireEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Pole „Četnost“' })).toBeTruthy();
    expect(screen.getByText('Přidejte alespoň jednu volbu.')).toBeTruthy();
    type('Nová volba (česky)', 'Měsíčně');
    type('Nová volba (anglicky)', 'Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat volbu' }));
    expect(seen.files.schema!.properties).toMatchObject({
      cetnost: { type: ['string', 'null'], enum: ['mesicne', null] },
    });
    expect(seen.files.schema!.completion).toEqual({ required: ['goal'] });
    expect(seen.files.ui!.cetnost).toEqual({
      'ui:title': 'steps/m:s.cetnost.label',
      'ui:widget': 'ChoiceWidget',
      'ui:options': { display: 'select', labels: { mesicne: 'steps/m:s.cetnost.choices.mesicne' } },
    });
    expect(seen.texts.en['steps/m:s.cetnost.choices.mesicne']).toBe('Monthly');

    type('Popisek volby (česky)', '');
    expect(screen.getByRole('group', { name: 'Co u pole opravit' }).textContent).toContain('Volba „mesicne“ nemá český popisek');
  });

  it('moves a field by its buttons and removes it only after the question', () => {
    const start = baseline();
    render(<Harness start={start} />);
    type('Název nového pole (česky)', 'Druhé');
    fireEvent.click(screen.getByRole('button', { name: 'Přidat pole' }));
    const list = screen.getByTestId('field-list');
    expect((within(list).getByRole('button', { name: 'Posunout „Druhé“ níž' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Posunout „Druhé“ výš' }));
    expect(fieldsOf(seen).map((f) => f.name)).toEqual(['druhe', 'goal']);
    expect(seen.files.ui!['ui:order']).toEqual(['druhe', 'goal']);

    fireEvent.click(within(list).getByRole('button', { name: 'Odebrat „Druhé“' }));
    const question = screen.getByRole('alertdialog', { name: 'Odebrat „Druhé“' });
    fireEvent.click(within(question).getByRole('button', { name: 'Ponechat' }));
    expect(fieldsOf(seen)).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Odebrat „Druhé“' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Odebrat' }));
    expect(fieldsOf(seen).map((f) => f.name)).toEqual(['goal']);
  });
});

/** The cards panel over a state of its own; `seen` is the latest state. */
function CardsHarness({ start }: { start: EditorState }) {
  const [state, setState] = useState(start);
  seen = state;
  const problems = editorProblems(state, fieldsOf(state), null, i18next.t);
  return (
    <ChakraProvider value={defaultSystem}>
      <CardsPanel state={state} onChange={setState} problems={problems.byCard} />
    </ChakraProvider>
  );
}

describe('the step editor’s cards', () => {
  it('turns a step into cards, names a card without its Czech title at the card, moves and removes cards, and turns them off', () => {
    render(<CardsHarness start={baseline()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit krok jako karty' }));
    expect(cardsIn(seen)).toEqual([{ title: 'steps/m:s.cards.c1.title', field: 'goal' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Přidat kartu s textem' }));
    const second = screen.getByRole('region', { name: 'Karta 2' });
    expect(within(second).getByText('Karta 2 nemá český nadpis.')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('Nadpis karty (česky)'), { target: { value: 'Úvod' } });
    expect(screen.queryByText('Karta 2 nemá český nadpis.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Posunout kartu 2 výš' }));
    expect(cardsIn(seen)!.map((c) => c.field ?? 'text')).toEqual(['text', 'goal']);
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat kartu 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Odebrat' }));
    expect(cardsIn(seen)!.map((c) => c.field ?? 'text')).toEqual(['text']);
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit karty' }));
    expect(cardsIn(seen)).toBeUndefined();
    expect(seen.files.schema).toEqual(baseline().files.schema);
  });

  it("shows a card's texts of another namespace, its popup and what else it holds without offering to change them", () => {
    const start = baseline();
    start.files.ui = {
      ...start.files.ui,
      'ui:options': {
        layout: 'cards',
        cards: [
          { title: 'variants/{variant}:intro.title', field: 'goal' },
          { title: 'steps/m:s.title', span: 3, popup: { sections: [{ header: 'steps/m:s.title', text: 'steps/m:s.title' }] } },
          { title: 'steps/m:s.title', items: ['steps/m:s.title', 'steps/m:s.title'], completeLabel: 'steps/m:s.title' },
        ],
      },
    };
    render(<CardsHarness start={start} />);
    const first = screen.getByRole('region', { name: /^Karta 1/ });
    expect(within(first).queryByLabelText('Nadpis karty (česky)')).toBeNull();
    expect(within(first).getByText(/variants\/\{variant\}:intro\.title mimo texty tohoto modulu/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Karta 2 · vyskakovací okno za 3 karty/ })).toBeTruthy();
    expect(screen.getByText('Karta má také: odrážky (2), tlačítko, které krok dokončí. Upravte je v JSON.')).toBeTruthy();
  });
});

describe("a reading step's page texts", () => {
  it('lists the texts its rules name besides the step texts, each editable in Czech and English', () => {
    const rules = {
      title: 'steps/m:s.title',
      messages: [],
      completeOnLoad: true,
      download: { endpoint: 'x', label: 'steps/m:s.generate', done: 'common:done' },
    };
    let state: EditorState = {
      module: 'm',
      step: 's',
      files: { rules } as never,
      texts: { cs: { 'steps/m:s.generate': 'Vytvořit' }, en: {} },
    };
    render(
      <ChakraProvider value={defaultSystem}>
        <PageTexts state={state} onChange={(next) => (state = next)} />
      </ChakraProvider>,
    );
    expect((screen.getByLabelText('Text s.generate (česky)') as HTMLInputElement).value).toBe('Vytvořit');
    expect(screen.queryByLabelText(/Text s\.title/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Text s.generate (anglicky)'), { target: { value: 'Generate' } });
    expect(state.texts.en['steps/m:s.generate']).toBe('Generate');
  });
});
