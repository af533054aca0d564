// The package's public surface names every value of its shared modules (index.ts lists them one by one).
import * as core from './core';
import * as index from './index';
import * as progress from './stores/progress';

describe('@bullpen/shared', () => {
  it.each([
    ['core', core],
    ['progress', progress],
  ])('exports every value of its shared %s, and the same one', (_name, shared) => {
    for (const [name, value] of Object.entries(shared)) {
      expect({ name, value: (index as Record<string, unknown>)[name] }).toEqual({ name, value });
    }
  });
});
