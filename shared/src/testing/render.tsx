// Renders one screen of an area as the area renders it in the app: inside the Bullpen Chakra system,
// a data client of its own, a router (here in memory, at the URL the test gives) and the page's
// toaster. For screen tests only: imported by path (`@bullpen/shared/testing/render`), never through
// the package's public surface.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { areaSystem } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { createQueryClient, QueryProvider } from '../ui/query-client';

export { server } from './server';
export { signIn, signOut, type TestUser } from './session';

export { installSpeechRecognition, installSpeechSynthesis, type SpeechRecognitionFake, type SpeechSynthesisFake } from './speech';
export interface ScreenOptions {
  /** The URL the page is at, e.g. `/company/candidate/42?tab=insights`. */
  route?: string;
  /** The route pattern the screen is mounted on, when it reads params, e.g. `/company/candidate/:id`. */
  path?: string;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  /** The address bar: pathname, search and hash of the router's current location. */
  location(): string;
}

export function renderScreen(screen: ReactElement, { route = '/', path = '*' }: ScreenOptions = {}): RenderedScreen {
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  // Nothing cached from another test; a failed load shows its error at once, not after the retries'
  // backoff (query-client.test.ts checks the retries themselves, on a fake clock).
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <ChakraProvider value={areaSystem}>
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={screen} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
      </QueryProvider>
      <Toaster />
    </ChakraProvider>,
  );
  const location = () => {
    const { pathname = '', search = '', hash = '' } = current.location ?? {};
    return `${pathname}${search}${hash}`;
  };
  return { ...result, user, location };
}
