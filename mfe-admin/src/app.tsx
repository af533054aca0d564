// The `admin` area: its routes, mounted by the shell as a single-spa parcel.
import { Navigate } from 'react-router';
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const AdminPortalPage = lazyScreen(() => import('./features/admin-portal/admin-portal'));
const LinkedinBackgroundPage = lazyScreen(() => import('./features/linkedin-background/linkedin-background'));
const AllMockInterviewsPage = lazyScreen(() => import('./features/mock-interviews/all-mock-interviews'));
const UserProfilePage = lazyScreen(() => import('./features/user-profile/user-profile'));

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/admin', screen: AdminPortalPage },
  { path: '/admin/linkedin-background', screen: LinkedinBackgroundPage },
  { path: '/admin/mock-interviews', screen: AllMockInterviewsPage },
  { path: '/admin/users/:userId', screen: UserProfilePage },
  { path: '/admin-hub', element: <Navigate to="/admin" replace /> },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'admin',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
