// The shell's route table: its own screens, plus every route the registry assigns to a remote.
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { Registry, RegistryRemote, RegistryRoute } from '@bullpen/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { NotFound } from '../features/not-found/not-found';
import { ErrorPage } from '../features/not-found/error-page';
import { Layout } from './layout';

/** `/` goes to the community site, or to the AI hub when previewing (`?devPreview=true`). */
export function RootRedirect() {
  const { search } = useLocation();
  const preview = new URLSearchParams(search).get('devPreview') === 'true';
  return <Navigate to={preview ? `/aihub${search}` : '/bullpen'} replace />;
}

function AreaRoute({ remote }: { remote: RegistryRemote; route: RegistryRoute }) {
  return <RemoteSlot remote={remote} />;
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

export function buildRoutes(registry: Registry | null, registryError?: string): RouteObject[] {
  return [
    {
      element: <Layout registryError={registryError} />,
      errorElement: <ErrorPage />,
      children: [{ index: true, element: <RootRedirect /> }, ...areaRoutes(registry), { path: '*', element: <NotFound /> }],
    },
  ];
}
