// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import type { WidgetProps } from '@rjsf/utils';
import '../../support/client-texts.js';
import { RatingSliderWidget } from '../../../src/client/step-runner/widgets/RatingSliderWidget.js';
import { YesNoWidget } from '../../../src/client/step-runner/widgets/YesNoWidget.js';
import { AutogrowTextareaWidget } from '../../../src/client/step-runner/widgets/AutogrowTextareaWidget.js';
import { StepChoiceWidget } from '../../../src/client/step-runner/widgets/StepChoiceWidget.js';
import { NumberWidget } from '../../../src/client/step-runner/widgets/NumberWidget.js';

afterEach(cleanup);

const show = (ui: ReactElement) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );

function props(overrides: Partial<WidgetProps>, choices: Record<string, { values: string[]; emptyMessage: string }> = {}): WidgetProps {
  const context = { hidden: new Set(), saveSoon: vi.fn(), openTips: vi.fn(), busy: false, choices };
  return {
    id: 'root_x',
    name: 'x',
    value: undefined,
    label: 'x',
    schema: {},
    options: {},
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: { formContext: context },
    ...overrides,
  } as unknown as WidgetProps;
}

describe('the rating slider', () => {
  it('is a 0-9 range with step 1, not rated until touched, then the touched value', () => {
    const p = props({ schema: { type: ['integer', 'null'], minimum: 0, maximum: 9 }, value: null });
    show(<RatingSliderWidget {...p} />);
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('min')).toBe('0');
    expect(slider.getAttribute('max')).toBe('9');
    expect(slider.getAttribute('step')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('Nehodnoceno');
    fireEvent.pointerUp(slider);
    expect(p.onChange).toHaveBeenCalledWith(0);
  });

  it('reports a moved value as a number and tells its value as "n z 9"', () => {
    const p = props({ schema: { minimum: 0, maximum: 9 }, value: 4 });
    show(<RatingSliderWidget {...p} />);
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuetext')).toBe('4 z 9');
    fireEvent.change(slider, { target: { value: '9' } });
    expect(p.onChange).toHaveBeenCalledWith(9);
    fireEvent.pointerUp(slider);
    expect(p.onChange).toHaveBeenCalledTimes(1);
  });
});

describe('the yes/no question', () => {
  it('saves either answer at once; Yes opens the tips, No offers the way back', () => {
    const options = {
      yesMessage: 'steps/new_team_onboarding:onboarding_strategy.yesMessage',
      noMessage: 'steps/new_team_onboarding:onboarding_strategy.noMessage',
      tipsOnYes: true,
      noRoute: '/new-team-onboarding/first-steps',
      noRouteLabel: 'steps/new_team_onboarding:onboarding_strategy.backToFirstSteps',
    };
    const yes = props({ options, value: null });
    show(<YesNoWidget {...yes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ano' }));
    const context = yes.registry.formContext as { saveSoon: ReturnType<typeof vi.fn>; openTips: ReturnType<typeof vi.fn> };
    expect(yes.onChange).toHaveBeenCalledWith(true);
    expect(context.saveSoon).toHaveBeenCalled();
    expect(context.openTips).toHaveBeenCalled();
    cleanup();

    const no = props({ options, value: false });
    show(<YesNoWidget {...no} />);
    expect(screen.getByRole('button', { name: 'Ne' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Zpět na první kroky' }).getAttribute('href')).toBe('/new-team-onboarding/first-steps');
    fireEvent.click(screen.getByRole('button', { name: 'Ne' }));
    expect(no.onChange).toHaveBeenCalledWith(false);
    expect((no.registry.formContext as { openTips: ReturnType<typeof vi.fn> }).openTips).not.toHaveBeenCalled();
  });
});

describe('the yes/no question confirmed by a button', () => {
  const options = {
    yesMessage: 'steps/new_team_onboarding:onboarding_strategy.yesMessage',
    confirmLabel: 'steps/new_team_onboarding:onboarding_strategy.continue',
  };
  const confirming = (value: unknown, confirmed: Record<string, unknown>, tracked = true) => {
    const p = props({ options, value, htmlName: '/agreed' });
    const confirm = vi.fn();
    if (tracked) Object.assign(p.registry.formContext as object, { confirmed, confirm });
    show(<YesNoWidget {...p} />);
    return confirm;
  };

  it('offers Continue with Yes until that answer is confirmed, and confirms the field by its pointer', () => {
    const confirm = confirming(true, {});
    expect(screen.getByText('Výborně! Strategie týmu je základ úspěšného převzetí týmu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(confirm).toHaveBeenCalledWith('/agreed');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ano' }));
  });

  it('offers no Continue for a confirmed Yes, for No, or where the runner tracks no confirmations', () => {
    confirming(true, { '/agreed': true });
    expect(screen.queryByRole('button', { name: 'Pokračovat' })).toBeNull();
    cleanup();
    confirming(false, {});
    expect(screen.queryByRole('button', { name: 'Pokračovat' })).toBeNull();
    cleanup();
    confirming(true, {}, false);
    expect(screen.queryByRole('button', { name: 'Pokračovat' })).toBeNull();
  });
});

describe('the number input', () => {
  it('shows a number rjsf hands over as text (a decimal-comma locale) and reports a cleared input as null', () => {
    const p = props({ schema: { type: ['integer', 'null'], minimum: 0, maximum: 100 }, value: '60' });
    show(<NumberWidget {...p} />);
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveProperty('value', '60');
    fireEvent.change(input, { target: { value: '' } });
    expect(p.onChange).toHaveBeenCalledWith(null);
  });
});

describe('the autogrow text area', () => {
  it('passes every keystroke on, keeps the schema limit and shows the translated placeholder', () => {
    const p = props({ schema: { type: 'string', maxLength: 5000 }, value: 'a', placeholder: 'steps/people:team_goals.goal.placeholder' });
    show(<AutogrowTextareaWidget {...p} />);
    const area = screen.getByRole('textbox');
    expect(area.getAttribute('maxlength')).toBe('5000');
    expect(area.getAttribute('placeholder')).toBe('Popište hlavní cíl týmu…');
    fireEvent.change(area, { target: { value: 'ab' } });
    expect(p.onChange).toHaveBeenCalledWith('ab');
  });
});

describe('the character counter', () => {
  it('shows n/max in code points under a text with ui:options.counter', () => {
    const p = props({ schema: { type: 'string', maxLength: 200 }, value: 'Výborně 👍', options: { counter: true } });
    show(<AutogrowTextareaWidget {...p} />);
    expect(screen.getByTestId('char-counter').textContent).toBe('9/200');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe('root_x__counter');
  });
});

describe('the choice from another step', () => {
  const source = '/members/*/position';
  it("offers the source step's values and keeps a choice the source no longer has visible", () => {
    const p = props(
      { value: 'Tester', options: { optionSource: source } },
      { [source]: { values: ['Analytik', 'Vedoucí'], emptyMessage: 'x' } },
    );
    show(<StepChoiceWidget {...p} />);
    const select = screen.getByRole('combobox');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Vyberte…', 'Tester', 'Analytik', 'Vedoucí']);
    fireEvent.change(select, { target: { value: 'Vedoucí' } });
    expect(p.onChange).toHaveBeenCalledWith('Vedoucí');
  });

  it('says which step to complete first while the source is empty', () => {
    const p = props(
      { options: { optionSource: source } },
      { [source]: { values: [], emptyMessage: 'Nejprve dokončete prioritizaci hodnot' } },
    );
    show(<StepChoiceWidget {...p} />);
    expect(screen.getByTestId('choice-empty').textContent).toBe('Nejprve dokončete prioritizaci hodnot');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
