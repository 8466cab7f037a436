// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RowMoveButtons } from '../../../../../src/client/features/content-studio/RowMoveButtons.js';

afterEach(cleanup);

const labels = { up: 'Výš', down: 'Níž' };
const draw = (node: ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('RowMoveButtons', () => {
  it('moves by -1 and 1, keeps a disabled button still, and removes through its own callback', () => {
    const calls: string[] = [];
    draw(
      <RowMoveButtons
        labels={labels}
        upDisabled
        downDisabled={false}
        onMove={(by) => calls.push(`move ${by}`)}
        remove={{ label: 'Pryč', onClick: () => calls.push('remove') }}
      />,
    );
    expect(button('Výš').disabled).toBe(true);
    expect(button('Níž').disabled).toBe(false);
    fireEvent.click(button('Výš'));
    fireEvent.click(button('Níž'));
    fireEvent.click(button('Pryč'));
    expect(calls).toEqual(['move 1', 'remove']);
    // Compact buttons sit under a heading that names the row: no tooltips.
    expect(screen.getAllByRole('button').map((b) => b.title)).toEqual(['', '', '']);
  });

  it('draws no remove button without one, puts further buttons before remove, and hands out the move buttons', () => {
    const refs = new Map<number, HTMLButtonElement | null>();
    const { rerender } = draw(
      <RowMoveButtons
        labels={labels}
        upDisabled={false}
        downDisabled={false}
        onMove={() => {}}
        look="roomy"
        moveRef={(by, el) => refs.set(by, el)}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Výš', 'Níž']);
    expect(screen.getAllByRole('button').map((b) => b.title)).toEqual(['Výš', 'Níž']);
    expect(refs.get(-1)).toBe(button('Výš'));
    expect(refs.get(1)).toBe(button('Níž'));

    rerender(
      <ChakraProvider value={defaultSystem}>
        <RowMoveButtons
          labels={labels}
          upDisabled={false}
          downDisabled={false}
          onMove={() => {}}
          look="roomy"
          remove={{ label: 'Pryč', onClick: () => {} }}
        >
          <button type="button">Upravit</button>
        </RowMoveButtons>
      </ChakraProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Výš',
      'Níž',
      'Upravit',
      'Pryč',
    ]);
  });
});
