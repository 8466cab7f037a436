import i18next from 'i18next';
import { VARIANT_PLACEHOLDER, textNamespaces, variantKeyCandidates } from '../../../engine/steps';
import { currentContent } from '../../content-version';
import { loadTexts } from '../../i18n';

export type VariantTextKey = 'homeWelcomeTitle' | 'homeWelcomeDescription' | 'welcomeTitle' | 'welcomeDescription';

/**
 * A text of the variant's content bundle (locales/<lng>/variants/<variant>.json): the variant's own,
 * else the general content, else undefined so the caller shows its default text.
 */
export function variantText(variantName: string | undefined, key: VariantTextKey): string | undefined {
  const found = variantKeyCandidates(`variants/${VARIANT_PLACEHOLDER}:text_content.${key}`, variantName).find((k) => i18next.exists(k));
  return found === undefined ? undefined : i18next.t(found);
}

/** Fetches the variant's content bundle and the general one, which variantText reads, of the content version the server runs now. */
export async function loadVariantTexts(variantName: string | undefined): Promise<void> {
  try {
    await currentContent();
  } catch (err) {
    // No version known and none to be had: the page shows its default texts.
    console.error(err);
    return;
  }
  return loadTexts(textNamespaces(`variants/${VARIANT_PLACEHOLDER}:`, variantName));
}
