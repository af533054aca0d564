// The `admin` area: its routes, mounted by the shell as a single-spa parcel.
import { lazy, Suspense } from 'react';
import { Route, Routes, Navigate } from 'react-router';
import { createArea, LoadingState } from '@bullpen/shared';

const AdminPortalPage = lazy(() => import('./features/admin-portal/admin-portal'));
const LinkedinBackgroundPage = lazy(() => import('./features/linkedin-background/linkedin-background'));

function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
      <Route path="/admin" element={<AdminPortalPage />} />
      <Route path="/admin/linkedin-background" element={<LinkedinBackgroundPage />} />
      <Route path="/admin-hub" element={<Navigate to="/admin" replace />} />
        {/* Other areas' URLs are briefly seen here before this parcel unmounts. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'admin',
  buildLabel: __BUILD_LABEL__,
  routes: AreaRoutes,
});
