// The shell's route table: its own screens, plus every route the registry assigns to a remote, each
// behind the guard the registry names and, on the practice prefixes, the password gate.
import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { Guard, Registry, RegistryRemote, RegistryRoute } from '@bullpen/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { NotFound } from '../features/not-found/not-found';
import { ErrorPage } from '../features/not-found/error-page';
import { AuthProvider } from '../features/auth/auth-provider';
import { RouteGuard } from '../features/auth/guards';
import { LoginScreen } from '../features/auth/login/login-screen';
import { RegisterScreen } from '../features/auth/register/register-screen';
import { ResetPasswordScreen } from '../features/auth/reset/reset-password-screen';
import { ProfileScreen } from '../features/auth/profile/profile-screen';
import { PasswordGate } from '../features/gate/password-gate';
import { Layout } from './layout';

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

/** The account screens the shell owns (spec 01 §2.6–2.9). */
export const accountRoutes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/auth/callback', element: <LoginScreen /> },
  { path: '/register', element: <RegisterScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/profile', element: guarded('auth', <ProfileScreen />) },
];

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
