// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import type { DownloadAction } from '../../../src/engine/steps/index.js';
import { DownloadPanel } from '../../../src/client/step-runner/DownloadPanel.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const action: DownloadAction = {
  endpoint: 'generate-presentation',
  label: 'Vygenerovat',
  busy: 'Generuji',
  done: 'Hotovo: {{file}}',
  failed: 'Chyba při generování prezentace',
  network: 'Chyba při komunikaci se serverem',
  back: 'Zpět',
};

describe("the download panel (the presentation's generate button)", () => {
  it("shows the server's Czech detail of a 429 as it is, and asks once (no retry of its own)", async () => {
    const detail = 'Prezentaci lze vygenerovat nejvýše 6krát za minutu. Zkuste to znovu za 42 sekund.';
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '42' } }),
    );
    vi.stubGlobal('fetch', fetch);
    // Node's Request takes absolute addresses only (a browser resolves /api/… against the page).
    vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:3000');
    // The panel logs the failed call for the developer.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <DownloadPanel action={action} moduleName="people" backTo="/people" />
        </MemoryRouter>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByTestId('download-button'));
    expect((await screen.findByTestId('download-error')).textContent).toBe(detail);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers the audiences, the first chosen at first, and sends the one chosen as {audience}', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push(await request.text());
        return new Response(JSON.stringify({ detail: 'Chyba' }), { status: 500, headers: { 'content-type': 'application/json' } });
      }),
    );
    vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:3000');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withAudience: DownloadAction = {
      ...action,
      audience: {
        label: 'Pro koho je prezentace',
        choices: [
          { value: 'team', label: 'Pro tým', hint: 'Bez hodnocení jednotlivců.' },
          { value: 'management', label: 'Pro vedení', hint: 'Vše z workshopu.' },
        ],
      },
    };
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <DownloadPanel action={withAudience} moduleName="people" backTo="/people" />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect((screen.getByRole('radio', { name: /Pro tým/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('download-button'));
    await screen.findByTestId('download-error');
    fireEvent.click(screen.getByRole('radio', { name: /Pro vedení/ }));
    fireEvent.click(screen.getByTestId('download-button'));
    await vi.waitFor(() => expect(bodies).toEqual(['{"audience":"team"}', '{"audience":"management"}']));
  });

  it('links to the printable results in the view chosen for the deck, only when the step has them', () => {
    const printable: DownloadAction = {
      ...action,
      print: { label: 'Výsledky k tisku', title: 'Výsledky týmu', description: 'K tisku.' },
      audience: {
        label: 'Pro koho je prezentace',
        choices: [
          { value: 'team', label: 'Pro tým', hint: 'Bez hodnocení jednotlivců.' },
          { value: 'management', label: 'Pro vedení', hint: 'Vše z workshopu.' },
        ],
      },
    };
    const panel = (given: DownloadAction) =>
      render(
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter initialEntries={['/people/presentation']}>
            <DownloadPanel action={given} moduleName="people" backTo="/people" />
          </MemoryRouter>
        </ChakraProvider>,
      );
    panel(action);
    expect(screen.queryByTestId('results-link')).toBeNull();
    cleanup();
    panel(printable);
    const link = screen.getByRole('link', { name: 'Výsledky k tisku' });
    expect(link.getAttribute('href')).toBe('/people/presentation/results?audience=team');
    fireEvent.click(screen.getByRole('radio', { name: /Pro vedení/ }));
    expect(link.getAttribute('href')).toBe('/people/presentation/results?audience=management');
  });
});
