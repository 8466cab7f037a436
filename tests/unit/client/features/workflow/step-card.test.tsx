// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import '../../../../support/client-texts.js';
import type { StepInfo } from '../../../../../src/client/api/variants.js';
import { StepCard } from '../../../../../src/client/features/workflow/StepCard.js';

afterEach(cleanup);

const step = (extra: Partial<StepInfo>): StepInfo => ({
  step_name: 'team_capacity',
  display_name: 'Kapacita týmu',
  completed: false,
  active: false,
  status: 'available',
  endpoint: 'capacity',
  in_preparation: false,
  ...extra,
});

function show(s: StepInfo, isCurrent = false) {
  const onOpen = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <StepCard step={s} n={4} isCurrent={isCurrent} onOpen={onOpen} />
    </ChakraProvider>,
  );
  return { onOpen, card: screen.getByTestId('step-team_capacity') };
}

describe('a step card on the workflow screen', () => {
  it('shows a step in preparation as "Připravuje se" and opens nothing', () => {
    const { onOpen, card } = show(step({ in_preparation: true }));
    expect(card.textContent).toContain('Připravuje se');
    expect(card.textContent).not.toContain('Dostupné');
    expect(card.getAttribute('data-state')).toBe('in_preparation');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(card);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens an available step that has its content', () => {
    const { onOpen, card } = show(step({}), true);
    expect(card.textContent).toContain('Aktuální');
    fireEvent.click(screen.getByRole('button'));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it("says under a reopened step which step's change reopened it, in Czech", () => {
    const { card } = show(
      step({ reopened: { by: 'people/team_roles_revision', display_name: 'Role v týmu', at: '2026-11-26T01:00:00.000Z' } }),
      true,
    );
    expect(screen.getByTestId('step-reopened-team_capacity').textContent).toBe('Znovu otevřeno, protože se změnil krok „Role v týmu“.');
    expect(card.textContent).toContain('Aktuální');
  });

  it('says nothing of the kind under a step that was never reopened', () => {
    show(step({}));
    expect(screen.queryByTestId('step-reopened-team_capacity')).toBeNull();
    expect(screen.queryByText(/Znovu otevřeno/)).toBeNull();
  });
});
