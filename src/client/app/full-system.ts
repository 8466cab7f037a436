import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { systemWith } from './theme';

/** Chakra's default system with our changes: every component's recipe (a chunk of its own, see chakra-system.ts). */
export const fullSystem = systemWith(recipes, slotRecipes);
