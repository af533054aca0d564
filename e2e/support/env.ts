// Where the end-to-end run serves the app and keeps its data, and how Chromium is launched.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { LaunchOptions } from '@playwright/test';
import { chosenChromium } from '../../tools/find-chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The local OpenID Connect provider standing in for Google during the run (support/global-setup.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 20000);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_OIDC_CLIENT = { id: 'bullpen-e2e', secret: 'bullpen-e2e-client-secret' };
// One fresh data folder per run (PGlite, outbox, uploads); workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `bullpen-e2e-${Date.now()}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
export const REPO_ROOT = join(__dirname, '..', '..');

/** CHROMIUM_PATH, else the browser `npm test` found first (tools/find-chromium.ts), else Debian's. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || chosenChromium() || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

// The gateway started for the run (it inherits this process's environment): links in e-mails point at
// the address the browser uses, and fixed test accounts hold the server-side roles.
process.env.E2E_ADMIN_EMAIL ??= `admin+${Date.now()}@e2e.bullpen.test`;
export const E2E_ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL;
export const E2E_COMPANY_DOMAIN = 'recruiter.e2e.bullpen.test';
process.env.PUBLIC_URL ??= E2E_BASE_URL;
process.env.ADMIN_EMAILS ??= E2E_ADMIN_EMAIL;
process.env.COMPANY_EMAIL_DOMAINS ??= E2E_COMPANY_DOMAIN;
