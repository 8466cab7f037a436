import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next, { loadTexts, showDraftTexts, switchContentVersion, textsReady } from '../../../src/client/i18n.js';

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

  it('are Czech by default, with every app file of locales/cs a namespace', async () => {
    await loadTexts(['home']);
    expect(i18next.language).toBe('cs');
    expect(i18next.t('home:noModulesTitle')).toBe('Žádné moduly');
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

describe('the content texts', () => {
  const VARIANT = 'variants/automotive_manazer_dealerstvi';
  const asked: string[] = [];
  const serve = (title: (url: string) => string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ text_content: { homeWelcomeTitle: title(url) } }));
      }),
    );
  const version = (id: number) => ({ id, steps: [], texts: { cs: [VARIANT, 'steps/people'], en: [] } });
  beforeAll(() => textsReady);
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it('are not in the app: they come from the content version the server names, each once', async () => {
    serve((url) => `Vítejte ve verzi ${/versions\/(\d+)/.exec(url)?.[1]}`);
    await loadTexts([VARIANT]);
    expect(asked).toEqual([]);
    expect(i18next.hasLoadedNamespace(VARIANT)).toBe(false);
    switchContentVersion(version(7));
    await loadTexts([VARIANT, 'steps/nothing']);
    expect(asked).toEqual([`/api/content/versions/7/texts/cs/${VARIANT}`]);
    expect(i18next.t(`${VARIANT}:text_content.homeWelcomeTitle`)).toBe('Vítejte ve verzi 7');
    switchContentVersion(version(7));
    await loadTexts([VARIANT]);
    expect(asked).toHaveLength(1);
  });

  it('of another version replace those this tab holds once a page asks for them again', async () => {
    serve((url) => `Vítejte ve verzi ${/versions\/(\d+)/.exec(url)?.[1]}`);
    switchContentVersion(version(8));
    expect(i18next.exists(`${VARIANT}:text_content.homeWelcomeTitle`)).toBe(false);
    await loadTexts([VARIANT]);
    expect(asked).toEqual([`/api/content/versions/8/texts/cs/${VARIANT}`]);
    expect(i18next.t(`${VARIANT}:text_content.homeWelcomeTitle`)).toBe('Vítejte ve verzi 8');
  });

  it("of the preview's draft stand in for the version's until a page uses a version again", async () => {
    serve(() => 'Zveřejněný titulek');
    showDraftTexts({ [VARIANT]: { text_content: { homeWelcomeTitle: 'Titulek z konceptu' } } });
    expect(i18next.t(`${VARIANT}:text_content.homeWelcomeTitle`)).toBe('Titulek z konceptu');
    await loadTexts(['steps/people']);
    expect(asked).toEqual([]);
    switchContentVersion(version(8));
    await loadTexts([VARIANT]);
    expect(i18next.t(`${VARIANT}:text_content.homeWelcomeTitle`)).toBe('Zveřejněný titulek');
  });
});
