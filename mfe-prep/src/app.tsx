// The `prep` area: its routes, mounted by the shell as a single-spa parcel.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { createArea, LoadingState } from '@bullpen/shared';

const PrepFormPage = lazy(() => import('./features/prep-form/prep-form'));
const PrepDashboardPage = lazy(() => import('./features/prep-dashboard/prep-dashboard'));
const PrepAnalysisPage = lazy(() => import('./features/prep-analysis/prep-analysis'));

function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
      <Route path="/personalizedPrep" element={<PrepFormPage />} />
      <Route path="/DashboardPersonalizedPrep" element={<PrepDashboardPage />} />
      <Route path="/AnalysisPersonalizedPrep" element={<PrepAnalysisPage />} />
        {/* Other areas' URLs are briefly seen here before this parcel unmounts. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'prep',
  buildLabel: __BUILD_LABEL__,
  routes: AreaRoutes,
});
