// Set-up of every screen test (jest's setupFilesAfterEnv, `dom: true` in tools/jest.base.cjs): the
// jest-dom matchers, the browser APIs jsdom lacks and Chakra reads, the fake gateway, and a page that
// starts signed out with empty storage in each test. Never part of a browser build.
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { installBrowserApis } from './browser-apis';
import { resetPage } from './session';
import { server } from './server';

installBrowserApis();
// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: with every area's suite running on two
// cores, a debounced search, its fetch and the render can take longer than 1 s, and the wait is only
// as long as the screen takes.
configure({ asyncUtilTimeout: 5000 });
// The build label webpack defines; an area's app.tsx reads it when a test imports its route table.
Object.assign(globalThis, { __BUILD_LABEL__: 'test' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // The screen is unmounted first, so clearing the toasts and the session re-renders nothing.
  cleanup();
  server.resetHandlers();
  resetPage();
});
afterAll(() => server.close());
