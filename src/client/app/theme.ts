import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  pinInputSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Our one change to Chakra's theme: a solid button's hover and open states darken instead of
 * fading to 90 % (white on the faded blue is 4.4:1, under WCAG AA's 4.5:1; axe caught it under
 * the pointer after a click).
 */
export const ourThemeChanges = defineConfig({
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.700' },
              _expanded: { bg: 'colorPalette.700' },
            },
          },
        },
      },
    },
  },
});

/**
 * Chakra's default system, put together as its defaultThemeConfig is, with the component recipes
 * given: all of them weigh more than the sign-in page should carry (docs/benchmarks.md), so the
 * sign-in page starts with its own few and every other page waits for the rest (chakra-system.ts).
 */
export function systemWith(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes']) {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
    }),
    ourThemeChanges,
  );
}

/**
 * The recipes the sign-in page and the cookie banner use (tests/unit/client/chakra-systems.test.tsx
 * keeps the list complete; vite.config.ts puts them in the page's first chunk).
 */
export const signInRecipes = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
export const signInSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  pinInput: pinInputSlotRecipe,
  switch: switchSlotRecipe,
};

export const signInSystem = systemWith(signInRecipes, signInSlotRecipes);
