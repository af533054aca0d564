import { isGatedPath } from './gated-path';

describe('the shared-password gate covers four prefixes (spec 01 §2.1)', () => {
  it('covers /aihub, /training, /skills, /skill-games and their sub-paths', () => {
    for (const path of ['/aihub', '/training', '/skills', '/skill-games', '/aihub/anything']) expect(isGatedPath(path)).toBe(true);
  });

  it('leaves every other path open, including look-alikes', () => {
    for (const path of ['/interviews', '/leaderboard', '/skillset', '/bullpen', '/']) expect(isGatedPath(path)).toBe(false);
  });
});
