// The package's public surface names every value of its shared core (index.ts lists them one by one).
import * as core from './core';
import * as index from './index';

describe('@bullpen/shared', () => {
  it('exports every value of its shared core, and the same one', () => {
    for (const [name, value] of Object.entries(core)) {
      expect({ name, value: (index as Record<string, unknown>)[name] }).toEqual({ name, value });
    }
  });
});
