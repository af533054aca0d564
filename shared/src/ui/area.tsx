// Turns a remote's routes into single-spa lifecycles: one React root per parcel, with the shared
// Chakra system, its own router on the shared browser history, its data client, an error boundary and
// the build label.
import * as React from 'react';
import { Component, StrictMode, Suspense, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, matchPath, MemoryRouter, Route, Routes } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { areaSystem } from './system';
import { AreaUnavailable, PageLoading } from './states';
import { createQueryClient, QueryProvider } from './query-client';
import type { LazyScreen } from './lazy-screen';
import { CONTRACT_VERSION, type AreaModuleInfo, type AreaProps } from '../runtime/contract';

interface BoundaryState {
  error: Error | null;
}

/** Catches a crash inside one area so the shell and the other areas keep working. */
export class AreaErrorBoundary extends Component<{ children: ReactNode; area: string }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.area}] area crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <AreaUnavailable onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

export function BuildLabel({ label }: { label: string }) {
  return (
    <Box px={{ base: '4', md: '8' }} pb="2" maxW="7xl" mx="auto">
      <Text fontSize="xs" color="fg.muted" data-testid="build-label">
        Build: {label}
      </Text>
    </Box>
  );
}

/** One route of an area: a screen in its own chunk, or an element (a redirect). */
export type AreaRoute = { path: string; screen: LazyScreen } | { path: string; element: ReactNode };

export interface AreaDefinition {
  /** Module Federation name of the remote. */
  name: string;
  buildLabel: string;
  /** The area's routes; any other path (another area's, briefly, before the parcel unmounts) renders nothing. */
  routes: readonly AreaRoute[];
}

/** The screen of the route `pathname` falls on, fetched; undefined when it has none. */
export function preloadScreenFor(routes: readonly AreaRoute[], pathname: string): Promise<void> | undefined {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname) !== null);
  return route && 'screen' in route ? route.screen.preload() : undefined;
}

export interface AreaModule extends AreaModuleInfo {
  bootstrap: LifeCycleFn<AreaProps>;
  mount: LifeCycleFn<AreaProps>;
  unmount: LifeCycleFn<AreaProps>;
}

/** An area as createArea makes it: its lifecycles, and its pages rendered outside a browser. */
export interface Area extends AreaModule {
  /**
   * The area's tree at `pathname` as its first render in the browser draws it, with a memory router
   * instead of the browser's, its screen fetched first: for pages prerendered at build time. Null when
   * no screen of the area answers that path.
   */
  prerender(pathname: string): Promise<ReactElement | null>;
}

export function createArea({ name, buildLabel, routes }: AreaDefinition): Area {
  function AreaRoutes() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={'screen' in route ? <route.screen /> : route.element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    );
  }
  function AreaContent() {
    return (
      <AreaErrorBoundary area={name}>
        <AreaRoutes />
        <BuildLabel label={buildLabel} />
      </AreaErrorBoundary>
    );
  }
  // One client for the area's root, kept while the area is away, so its data is still there on its return.
  const queryClient = createQueryClient();
  function Root() {
    return (
      <StrictMode>
        <ChakraProvider value={areaSystem}>
          <QueryProvider client={queryClient}>
            <BrowserRouter>
              <AreaContent />
            </BrowserRouter>
          </QueryProvider>
        </ChakraProvider>
      </StrictMode>
    );
  }
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => {
      console.error(`[${name}] area crashed`, error);
      return <AreaUnavailable onRetry={() => window.location.reload()} />;
    },
  });
  return {
    contractVersion: CONTRACT_VERSION,
    buildLabel,
    bootstrap: lifecycles.bootstrap,
    // The screen of the URL is fetched before the first render, so the area opens on it, not on a fallback.
    mount: async (props) => {
      await preloadScreenFor(routes, window.location.pathname);
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
    prerender: async (pathname) => {
      const preload = preloadScreenFor(routes, pathname);
      if (!preload) return null;
      await preload;
      return (
        <ChakraProvider value={areaSystem}>
          {/* Rendered once, outside a browser: nothing to collect later, and a 5-minute collection timer
              would keep the build's process alive that long. */}
          <QueryProvider client={createQueryClient({ gcTime: Infinity })}>
            <MemoryRouter initialEntries={[pathname]}>
              <AreaContent />
            </MemoryRouter>
          </QueryProvider>
        </ChakraProvider>
      );
    },
  };
}
