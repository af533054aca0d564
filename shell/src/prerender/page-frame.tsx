// The shell's part of a page prerendered at build time (tools/prerender.ts): the layout, navbar and
// footer as their first render in the browser draws them (session not known yet), around the slot of the
// page's area, where the area's own markup goes (it is a React root of its own in the browser too).
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { system, type Registry } from '@bullpen/shared';
import { AuthProvider } from '../features/auth/auth-provider';
import { Layout } from '../app/layout';
import { SlotFrame } from '../remotes/slot-frame';
import { navigationFrom } from '../app/nav-links';
import { NavigationProvider } from '../app/navigation';

/** Stands where the area's markup goes, inside the same elements the area's parcel is mounted in. */
export const AREA_PLACEHOLDER = '<div data-prerender-area=""></div>';

function PrerenderedSlot({ area }: { area: string }) {
  return (
    <SlotFrame name={area}>
      <div>
        <div data-prerender-area="" />
      </div>
    </SlotFrame>
  );
}

/** @param registry the registry the page is made with: its routes give the navbar's and footer's links */
export function pageFrame(pathname: string, area: string, registry: Registry): ReactElement {
  return (
    <ChakraProvider value={system}>
      <NavigationProvider value={navigationFrom(registry)}>
        <MemoryRouter initialEntries={[pathname]}>
          <Routes>
            <Route
              element={
                <AuthProvider>
                  <Layout />
                </AuthProvider>
              }
            >
              <Route path="*" element={<PrerenderedSlot area={area} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </NavigationProvider>
    </ChakraProvider>
  );
}
