// The `community` area: its routes, mounted by the shell as a single-spa parcel, each screen in its own chunk.
import { Navigate } from 'react-router';
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const LandingScreen = lazyScreen(() => import('./landing-screen'));
const TermsPage = lazyScreen(() => import('./features/terms/terms'));
const EventsPage = lazyScreen(() => import('./features/events/events'));
const PricingPage = lazyScreen(() => import('./features/pricing/pricing'));
const DemoPage = lazyScreen(() => import('./features/demo/demo'));

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/bullpen', screen: LandingScreen },
  { path: '/bullpen/terms-of-service', screen: TermsPage },
  { path: '/events', screen: EventsPage },
  { path: '/pricing', screen: PricingPage },
  { path: '/demo/*', screen: DemoPage },
  { path: '/terms-of-service', element: <Navigate to="/bullpen/terms-of-service" replace /> },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel, prerender } = createArea({
  name: 'community',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
