import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';

/**
 * The global styles Chakra's provider would hand emotion at run time (the cascade layers' order,
 * the reset, the global rules and keyframes, a CSS variable per token), serialized here once by
 * emotion's own pipeline into `virtual:chakra-global.css`, which the app imports: the page links
 * the stylesheet, fetched beside the entry, instead of building, hashing and inserting those
 * styles in the browser before the first page can show (src/client/app/theme.ts, signInSystem).
 */
export function chakraGlobalCss(system: SystemContext): Plugin {
  return {
    name: 'chakra-global-css',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      // Outside a browser emotion's cache answers the rules instead of inserting them.
      const cache = createCache({ key: 'css' });
      return cache.insert('', css([system.layers.atRule, ...system._global]), cache.sheet, false) as unknown as string;
    },
  };
}
