// The product's Chakra system carries only some of Chakra's recipes: every component used anywhere in
// the browser code (and the components those render) must find its recipe in it.
import fs from 'node:fs';
import path from 'node:path';
import { areaSystem, system } from './system';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tool is CommonJS
const { scanImports } = require('../../../tools/shared-subsets.cjs') as {
  scanImports: () => { names: Map<string, string[]>; chakraEntries: string[] };
};

const components = path.join(path.dirname(require.resolve('@chakra-ui/react')), '../esm/components');
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
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
  const { names, chakraEntries } = scanImports();
  const used = names.get('@chakra-ui/react') ?? [];

  it('has a recipe for every Chakra component the browser code uses', () => {
    // Names from the root entry, and the component entry points (`@chakra-ui/react/slider`).
    const needed = new Set([...used.map(kebab), ...chakraEntries].flatMap((folder) => [...recipeKeys(folder)]));
    expect(needed.size).toBeGreaterThan(10);
    for (const sys of [system, areaSystem]) {
      const missing = [...needed].filter((key) => !sys.getRecipe(key) && !sys.getSlotRecipe(key));
      expect(missing).toEqual([]);
    }
  });
});
