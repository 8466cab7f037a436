import { describe, expect, it } from 'vitest';
import i18next from '../../../src/client/i18n.js';

describe('the app texts', () => {
  it('are Czech by default, with every locales/cs file a namespace', () => {
    expect(i18next.language).toBe('cs');
    expect(i18next.t('auth:errors.missingCredentials')).toBe('Vyplňte email a heslo.');
    expect(i18next.t('home:noModulesTitle')).toBe('Žádné moduly');
    expect(i18next.exists('text_content.homeWelcomeTitle', { ns: 'variants/automotive_manazer_dealerstvi' })).toBe(true);
  });

  it('fall back to the key itself where English has no text', async () => {
    await i18next.changeLanguage('en');
    try {
      expect(i18next.t('shell:nav.home')).toBe('Home');
      expect(i18next.t('legal:privacy.title')).toBe('privacy.title');
    } finally {
      await i18next.changeLanguage('cs');
    }
  });
});
