// The shell's root component: the shared Chakra system, and the router and menus built from the registry.
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@bullpen/shared';
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
  return (
    <ChakraProvider value={system}>
      <NavigationProvider value={navigation}>
        <RouterProvider router={router} />
      </NavigationProvider>
    </ChakraProvider>
  );
}
