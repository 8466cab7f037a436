import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Module ids are real paths (node_modules may be a link).
const recipesDir = fs.realpathSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@chakra-ui/react'))), 'theme', 'recipes'));
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * One chunk for everything the first page loads at once (the shell and the sign-in screen)
 * instead of a dozen small shared chunks: compressed as a whole it is some 8 kB smaller.
 *
 * Chakra's theme module re-exports every component recipe, so all of them count as initial, yet
 * only the recipes the sign-in page uses belong here (`recipeKeys`); the rest stay with the full
 * system. A recipe of the sign-in system left outside would make a cycle between this chunk and
 * the recipes' chunk, and the system would be built before the recipe exists: a key without its
 * file stops the build.
 */
export function shellChunk(recipeKeys: string[]) {
  const files = new Set(recipeKeys.map((key) => path.join(recipesDir, `${kebab(key)}.js`)));
  for (const file of files) if (!fs.existsSync(file)) throw new Error(`No Chakra recipe file ${file} for the sign-in system`);
  return {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => !id.startsWith(recipesDir + path.sep) || files.has(id),
    // Captured modules' dependencies would bring every recipe back in through the theme module.
    includeDependenciesRecursively: false,
  };
}
