// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import '../../../../support/client-texts.js';
import type { AdminUser, VariantDetails } from '../../../../../src/client/api/admin.js';

const getVariantDetails = vi.fn<(name: string) => Promise<VariantDetails>>();
vi.mock('../../../../../src/client/api/admin.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../src/client/api/admin.js')>()),
  getVariantDetails: (name: string) => getVariantDetails(name),
  getUserProgress: () => Promise.resolve({ percentage: 0, current: null, modules: [] }),
}));
const { UserDetailDialog } = await import('../../../../../src/client/features/admin/UserDetailDialog.js');
const { moduleDisplayNames } = await import('../../../../../src/client/features/admin/use-selectable-modules.js');

afterEach(cleanup);

const module = (module_name: string, display_name: string, admin_selectable: boolean) => ({
  module_name,
  display_name,
  description: null,
  icon: null,
  is_enabled: true,
  admin_selectable,
  steps: [],
});

/** Each test its own variant name: the hook keeps each variant's modules once read. */
let variant = 0;
let variantName = '';
beforeEach(() => {
  variantName = `detail_${++variant}`;
  getVariantDetails.mockReset();
});

function user(granted: string[], variant_name: string | null = variantName): AdminUser {
  return {
    id: 7,
    email: 'clen@example.com',
    role: 'user',
    is_active: true,
    first_login_completed: true,
    osloveni: null,
    company_id: null,
    company: null,
    profile: null,
    last_activity: null,
    created_at: '2026-11-01T10:00:00Z',
    variant_name,
    modules: [],
    granted_modules: granted,
  };
}

const show = (u: AdminUser) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <UserDetailDialog user={u} variantLabel="Obecná" onSendCode={vi.fn()} onClose={vi.fn()} />
    </ChakraProvider>,
  );

/** The value beside "Přidělené moduly" in the detail's description list. */
const modulesValue = async () => {
  const dialog = await screen.findByRole('dialog');
  const term = within(dialog).getByText('Přidělené moduly');
  return term.nextElementSibling as HTMLElement;
};

describe("the admin's user detail names granted modules", () => {
  it("by the display names of the user's variant, in the order granted", async () => {
    getVariantDetails.mockResolvedValue({
      modules: [module('intro', 'Úvod', false), module('people', 'Lidé', true), module('sales', 'Prodej', true)],
    } as unknown as VariantDetails);
    show(user(['sales', 'people']));
    const value = await modulesValue();
    await vi.waitFor(() => expect(value.textContent).toBe('Prodej, Lidé'));
    expect(getVariantDetails).toHaveBeenCalledWith(variantName);
    expect(within(await screen.findByRole('dialog')).queryByText(/people/)).toBeNull();
  });

  it('with a spinner while the variant is read, and its own names if it cannot be read', async () => {
    let fail!: (e: Error) => void;
    getVariantDetails.mockReturnValue(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    show(user(['people']));
    const value = await modulesValue();
    expect(within(value).getByLabelText('Načítání…')).toBeTruthy();
    fail(new Error('500'));
    await vi.waitFor(() => expect(value.textContent).toBe('people'));
  });

  it('as a dash when none is granted, without reading the variant', async () => {
    show(user([]));
    expect((await modulesValue()).textContent).toBe('—');
    expect(getVariantDetails).not.toHaveBeenCalled();
  });

  it('keeps the name of a module the variant does not list', () => {
    expect(moduleDisplayNames(['people', 'process'], [{ module_name: 'people', display_name: 'Lidé' }])).toEqual(['Lidé', 'process']);
  });
});
