// The `community` area: its routes, mounted by the shell as a single-spa parcel, each screen lazy.
import { lazy, Suspense } from 'react';
import { Route, Routes, Navigate } from 'react-router';
import { createArea, LoadingState } from '@bullpen/shared';

const LandingScreen = lazy(() => import('./landing-screen'));
const TermsPage = lazy(() => import('./features/terms/terms'));
const EventsPage = lazy(() => import('./features/events/events'));
const PricingPage = lazy(() => import('./features/pricing/pricing'));
const DemoPage = lazy(() => import('./features/demo/demo'));

function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/bullpen" element={<LandingScreen />} />
        <Route path="/bullpen/terms-of-service" element={<TermsPage />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/demo/*" element={<DemoPage />} />
        <Route path="/terms-of-service" element={<Navigate to="/bullpen/terms-of-service" replace />} />
        {/* Other areas' URLs are briefly seen here before this parcel unmounts. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'community',
  buildLabel: __BUILD_LABEL__,
  routes: AreaRoutes,
});
