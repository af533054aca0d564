// Playwright drives the built app in the Chromium `npm test` found through a gateway started for the run.
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OIDC_CLIENT, E2E_OIDC_ISSUER, E2E_PORT, chromiumLaunchOptions } from './support/env';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a retry is failing: none in CI either.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace of every test costs about a sixth of the run; a failure keeps its screenshot, and
    // `npx playwright test --trace retain-on-failure` in e2e/ records traces when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ${require.resolve('../gateway/dist/server.js')}`,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // "Continue with Google" signs in at the local provider global-setup.ts starts.
      GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
      GOOGLE_ISSUER: E2E_OIDC_ISSUER,
    },
  },
});
