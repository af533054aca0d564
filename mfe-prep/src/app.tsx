// The `prep` area: its routes, mounted by the shell as a single-spa parcel.
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const PrepFormPage = lazyScreen(() => import('./features/prep-form/prep-form'));
const PrepDashboardPage = lazyScreen(() => import('./features/prep-dashboard/prep-dashboard'));
const PrepAnalysisPage = lazyScreen(() => import('./features/prep-analysis/prep-analysis'));

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/personalizedPrep', screen: PrepFormPage },
  { path: '/DashboardPersonalizedPrep', screen: PrepDashboardPage },
  { path: '/AnalysisPersonalizedPrep', screen: PrepAnalysisPage },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'prep',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
