// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';

afterEach(cleanup);
// jsdom draws nothing: scrolling is a no-op there.
Element.prototype.scrollIntoView = vi.fn();

const schema = { $id: 'draft', type: 'object', properties: { q: { type: ['string', 'null'], enum: ['a', 'b', null] } } };
const ui = {
  'ui:options': {
    layout: 'cards',
    cards: [
      { title: 'Vítejte', text: '<p>Úvodní text<img src=x onerror=alert(1)></p>' },
      { title: 'Otázka', field: 'q' },
      { title: 'Mentor', span: 3, popup: { subtitle: 'Tři rady', sections: [{ header: 'Buďte konkrétní', text: '<p>Rada</p>' }] } },
      { title: 'Závěr', items: ['Jedna', 'Dvě'], warning: 'Pozor', completeLabel: 'Začít' },
    ],
  },
  q: {
    'ui:widget': 'ChoiceWidget',
    'ui:title': 'Jak to jde?',
    'ui:options': { labels: { a: 'Dobře', b: 'Špatně' }, responses: { a: 'To rádi slyšíme.', b: 'Pomůžeme vám.' } },
  },
};
const module = {
  definition: { module: 'm', step: 's', schema, ui, rules: { title: 't', messages: [] } },
  validators: { draft: Object.assign(() => true, { errors: null }) },
  conditions: {},
} as unknown as StepModule;
const context = (extra: Partial<StepFormContext> = {}): StepFormContext => ({
  hidden: new Set(),
  saveSoon: vi.fn(),
  openTips: vi.fn(),
  busy: false,
  choices: {},
  ...extra,
});
const show = (data: Record<string, unknown>, extra: Partial<StepFormContext> = {}, onChange = vi.fn()) => {
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={module} data={data} context={context(extra)} onChange={onChange} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return { onChange, view };
};
const headings = () => [...document.querySelectorAll('section[data-card] h2')].map((h) => h.textContent);

describe('the card layout (rjsf root with ui:options.layout "cards")', () => {
  it('shows the first card with its sanitised text and an arrow; the question card waits for an answer', () => {
    show({});
    expect(headings()).toEqual(['Vítejte']);
    expect(screen.getByText('Karta 1 z 6')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Další' }));
    expect(headings()).toEqual(['Vítejte', 'Otázka']);
    expect(screen.queryByRole('button', { name: 'Další' })).toBeNull();
    expect(document.activeElement?.getAttribute('data-card')).toBe('2');
  });

  it("shows the answer's response, and scrolls it into view 0.3 s after a choice made here, not for a stored one", async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    // The page's own 0.3 s timer, driven by the test's clock: no real waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onChange = vi.fn();
      const { view } = show({ q: 'a' }, {}, onChange);
      expect(headings()).toEqual(['Vítejte', 'Otázka', 'Závěr']);
      expect(screen.getByTestId('choice-response').textContent).toBe('To rádi slyšíme.');
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(scroll).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('radio', { name: 'Špatně' }));
      // Chakra's radios (zag machines) report a change a microtask later.
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'b' }));
      view.rerender(
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter>
            <StepForm module={module} data={{ q: 'b' }} context={context()} onChange={onChange} />
          </MemoryRouter>
        </ChakraProvider>,
      );
      expect(screen.getByTestId('choice-response').textContent).toBe('Pomůžeme vám.');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(scroll).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(scroll).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens the popup instead of a card after the answered question; its closing shows the last card, numbered after the popup's span", () => {
    const complete = vi.fn();
    const { view } = show({ q: null }, { complete });
    fireEvent.click(screen.getByRole('button', { name: 'Další' }));
    expect(screen.queryByRole('button', { name: 'Další' })).toBeNull();
    view.rerender(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <StepForm module={module} data={{ q: 'a' }} context={context({ complete })} onChange={vi.fn()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Další' }));
    const popup = screen.getByRole('dialog', { name: 'Mentor' });
    expect(popup.textContent).toContain('Tři rady');
    expect(popup.textContent).toContain('Buďte konkrétní');
    expect(headings()).toEqual(['Vítejte', 'Otázka']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Zavřít' })[0]!);
    expect(headings()).toEqual(['Vítejte', 'Otázka', 'Závěr']);
    expect(document.activeElement?.getAttribute('data-card')).toBe('6');
    expect(screen.getByText('Karta 6 z 6')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Jedna', 'Dvě']);
    expect(screen.getByText('Pozor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Další' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Začít' }));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('shows every card of a completed step', () => {
    show({ q: 'a' }, { completed: true });
    expect(headings()).toEqual(['Vítejte', 'Otázka', 'Závěr']);
  });
});
