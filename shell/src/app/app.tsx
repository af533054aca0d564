// The shell's root component: the shared Chakra system, its data client, and the router and menus built
// from the registry.
import { useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { createQueryClient, QueryProvider, system } from '@bullpen/shared';
import type { RegistryResult } from '../remotes/registry';
import { buildRoutes } from './routes';
import { navigationFrom } from './nav-links';
import { NavigationProvider } from './navigation';

export function App({ registry }: { registry: RegistryResult }) {
  const router = useMemo(
    () => createBrowserRouter(buildRoutes(registry.ok ? registry.value : null, registry.ok ? undefined : registry.error)),
    [registry],
  );
  const navigation = useMemo(() => navigationFrom(registry.ok ? registry.value : null), [registry]);
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryProvider client={queryClient}>
        <NavigationProvider value={navigation}>
          <RouterProvider router={router} />
        </NavigationProvider>
      </QueryProvider>
    </ChakraProvider>
  );
}
