// The shell's route table: its own screens, plus every route the registry assigns to a remote, each
// behind the guard the registry names and, on the practice prefixes, the password gate.
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { PageLoading, lazyScreen, preloadScreenFor, type Guard, type LazyScreen, type Registry, type RegistryRemote, type RegistryRoute } from '@bullpen/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { NotFound } from '../features/not-found/not-found';
import { ErrorPage } from '../features/not-found/error-page';
import { AuthProvider } from '../features/auth/auth-provider';
import { RouteGuard } from '../features/auth/guards';
import { PasswordGate } from '../features/gate/password-gate';
import { Layout } from './layout';

// The account screens (and their form library) load only when one is visited.
const LoginScreen = lazyScreen(() => import('../features/auth/login/login-screen').then((m) => ({ default: m.LoginScreen })));
const RegisterScreen = lazyScreen(() => import('../features/auth/register/register-screen').then((m) => ({ default: m.RegisterScreen })));
const ResetPasswordScreen = lazyScreen(() =>
  import('../features/auth/reset/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ProfileScreen = lazyScreen(() => import('../features/auth/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })));

/** The account screens the shell owns (spec 01 §2.6–2.9), with the guard of those that need one. */
const ACCOUNT_SCREENS: ReadonlyArray<{ path: string; screen: LazyScreen; guard?: Guard }> = [
  { path: '/login', screen: LoginScreen },
  { path: '/auth/callback', screen: LoginScreen },
  { path: '/register', screen: RegisterScreen },
  { path: '/reset-password', screen: ResetPasswordScreen },
  { path: '/profile', screen: ProfileScreen, guard: 'auth' },
];

/** Fetches the account screen of `pathname` (if it is one), so the first render shows it. */
export const preloadAccountScreen = (pathname: string) => preloadScreenFor(ACCOUNT_SCREENS, pathname);

const screen = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** `/` goes to the community site, or to the AI hub when previewing (`?devPreview=true`). */
export function RootRedirect() {
  const { search } = useLocation();
  const preview = new URLSearchParams(search).get('devPreview') === 'true';
  return <Navigate to={preview ? `/aihub${search}` : '/bullpen'} replace />;
}

function AreaRoute({ remote, route }: { remote: RegistryRemote; route: RegistryRoute }) {
  return (
    <RouteGuard guard={route.guard}>
      <PasswordGate>
        <RemoteSlot remote={remote} />
      </PasswordGate>
    </RouteGuard>
  );
}

export function areaRoutes(registry: Registry | null): RouteObject[] {
  if (!registry) return [];
  return registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: route.path,
      element: <AreaRoute remote={remote} route={route} />,
    })),
  );
}

const guarded = (guard: Guard, element: ReactNode) => <RouteGuard guard={guard}>{element}</RouteGuard>;

export const accountRoutes: RouteObject[] = ACCOUNT_SCREENS.map(({ path, screen: Screen, guard }) => ({
  path,
  element: guard ? guarded(guard, screen(<Screen />)) : screen(<Screen />),
}));

export function buildRoutes(registry: Registry | null, registryError?: string): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider>
          <Layout registryError={registryError} />
        </AuthProvider>
      ),
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...accountRoutes,
        ...areaRoutes(registry),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
