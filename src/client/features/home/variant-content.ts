import i18next from 'i18next';

export type VariantTextKey = 'homeWelcomeTitle' | 'homeWelcomeDescription' | 'welcomeTitle' | 'welcomeDescription';

/**
 * A text of the variant's content bundle (locales/<lng>/variants/<variant>.json): the variant's own,
 * else the general content, else undefined so the caller shows its default text.
 */
export function variantText(variantName: string | undefined, key: VariantTextKey): string | undefined {
  for (const ns of [variantName && `variants/${variantName}`, 'variants/general']) {
    if (ns && i18next.exists(`text_content.${key}`, { ns })) return i18next.t(`text_content.${key}`, { ns });
  }
  return undefined;
}
