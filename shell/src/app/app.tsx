// The shell's root component: the shared Chakra system and the router built from the registry.
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@bullpen/shared';
import type { RegistryResult } from '../remotes/registry';
import { buildRoutes } from './routes';

export function App({ registry }: { registry: RegistryResult }) {
  const router = useMemo(
    () => createBrowserRouter(buildRoutes(registry.ok ? registry.value : null, registry.ok ? undefined : registry.error)),
    [registry],
  );
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
