// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ChakraProvider, createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import '../../support/client-texts.js';
import LoginPage from '../../../src/client/features/auth/LoginPage.js';
import { CookieBanner } from '../../../src/client/features/cookie-consent/CookieBanner.js';
import { useConsent } from '../../../src/client/features/cookie-consent/consent-store.js';
import { ourThemeChanges, signInSystem } from '../../../src/client/app/theme.js';
import { fullSystem } from '../../../src/client/app/full-system.js';

afterEach(cleanup);

/** The system given, noting every component recipe asked of it. */
function probing(system: SystemContext) {
  const asked = new Set<string>();
  const probe: SystemContext = {
    ...system,
    getRecipeFn: (key, fallback) => {
      asked.add(key);
      return system.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      asked.add(key);
      return system.getSlotRecipeFn(key, fallback);
    },
  };
  return { probe, asked };
}

describe('the Chakra systems', () => {
  it('give the sign-in page and the cookie banner, in each of their states, every recipe they ask for', async () => {
    const { probe, asked } = probing(signInSystem);
    useConsent.setState({ visible: true, detailed: true });
    render(
      <ChakraProvider value={probe}>
        <MemoryRouter>
          <LoginPage />
          <CookieBanner />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(await screen.findByText('Nezbytné')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByText('Jsem tu poprvé'));
    expect(await screen.findByTestId('code-boxes')).toBeTruthy();

    // Chakra asks for some keys no theme has a recipe for ('text'): only the default theme's count.
    expect([...asked].filter((key) => fullSystem.hasRecipe(key) && !signInSystem.hasRecipe(key))).toEqual([]);
    expect([...asked]).toEqual(expect.arrayContaining(['button', 'card', 'checkbox', 'field', 'input', 'alert', 'switch', 'pinInput']));
  }, 30_000);

  it('make the full system Chakra’s default with our changes', () => {
    expect(fullSystem._config).toEqual(createSystem(defaultConfig, ourThemeChanges)._config);
  });
});
