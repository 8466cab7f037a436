import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { loadTexts, textsReady } from '../../../src/client/i18n.js';

describe('the app texts', () => {
  beforeAll(() => textsReady);

  it('come with the shell and the sign-in page only: every other namespace waits until a page asks for it', async () => {
    expect(i18next.t('shell:nav.home')).not.toBe('nav.home');
    expect(i18next.t('auth:errors.missingCredentials')).toBe('Vyplňte email a heslo.');
    expect(i18next.hasLoadedNamespace('cookies')).toBe(true);
    expect(i18next.hasLoadedNamespace('home')).toBe(false);
    expect(i18next.exists('home:noModulesTitle')).toBe(false);
    await loadTexts(['home']);
    expect(i18next.t('home:noModulesTitle')).toBe('Žádné moduly');
    expect(i18next.hasLoadedNamespace('admin')).toBe(false);
  });

  it('are Czech by default, with every locales/cs file a namespace', async () => {
    await loadTexts(['home', 'variants/automotive_manazer_dealerstvi']);
    expect(i18next.language).toBe('cs');
    expect(i18next.t('home:noModulesTitle')).toBe('Žádné moduly');
    expect(i18next.exists('text_content.homeWelcomeTitle', { ns: 'variants/automotive_manazer_dealerstvi' })).toBe(true);
  });

  it('skip a namespace no file holds', async () => {
    await loadTexts(['http', 'steps/nothing']);
    expect(i18next.hasLoadedNamespace('http')).toBe(false);
  });

  it('fall back to the key itself where English has no text', async () => {
    await i18next.changeLanguage('en');
    try {
      await loadTexts(['legal']);
      expect(i18next.t('shell:nav.home')).toBe('Home');
      expect(i18next.t('legal:privacy.title')).toBe('privacy.title');
    } finally {
      await i18next.changeLanguage('cs');
    }
  });
});
