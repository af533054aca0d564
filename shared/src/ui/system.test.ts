// The design system is the whole of Chakra: every component a team may use, in any area, and the
// components those render, must find its recipe in the product's system.
import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { areaSystem, system } from './system';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tool is CommonJS
const { chakraCatalog } = require('../../../tools/design-system.cjs') as { chakraCatalog: () => { folders: string[] } };

const components = path.join(path.dirname(require.resolve('@chakra-ui/react')), '../esm/components');
const RECIPE_KEY = /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\{ key: "([a-zA-Z]+)"/g;
const SIBLING = /from '\.\.\/([a-z-]+)\//g;

/** Recipe keys a component folder uses, following the other components it renders. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const dir = path.join(components, folder);
  if (seen.has(folder) || !fs.existsSync(dir)) return keys;
  seen.add(folder);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, key] of source.matchAll(RECIPE_KEY)) if (key) keys.add(key);
    for (const [, sibling] of source.matchAll(SIBLING)) if (sibling) for (const key of recipeKeys(sibling, seen)) keys.add(key);
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has a recipe for every Chakra component', () => {
    // Those Chakra's own default theme styles (a few components, such as the toggle, come unstyled).
    const needed = new Set(
      chakraCatalog()
        .folders.flatMap((folder) => [...recipeKeys(folder)])
        .filter((key) => defaultSystem.getRecipe(key) || defaultSystem.getSlotRecipe(key)),
    );
    expect(needed.size).toBeGreaterThan(60);
    for (const sys of [system, areaSystem]) {
      const missing = [...needed].filter((key) => !sys.getRecipe(key) && !sys.getSlotRecipe(key));
      expect(missing).toEqual([]);
    }
  });
});
