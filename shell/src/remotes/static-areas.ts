// Static composition, used only by the BUILD_STATIC=1 build in place of ./federation: every area's
// `./app` is compiled into the shell's own bundle (its screens stay lazy chunks), so the benchmark can
// compare what runtime composition costs. The areas' code is imported from their packages, not copied.
import type { AreaModule, Registry } from '@bullpen/shared';

const AREAS: Record<string, () => Promise<AreaModule>> = {
  community: () => import('../../../mfe-community/src/app'),
  practice: () => import('../../../mfe-practice/src/app'),
  prep: () => import('../../../mfe-prep/src/app'),
  company: () => import('../../../mfe-company/src/app'),
  admin: () => import('../../../mfe-admin/src/app'),
};

export function setAreaRegistry(_registry: Registry): void {
  // Nothing to look up: the areas are part of this bundle.
}

export async function loadAreaModule(name: string): Promise<AreaModule | null> {
  const load = AREAS[name];
  return load ? load() : null;
}
