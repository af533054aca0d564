// Where the end-to-end run serves the app and keeps its data, and how Chromium is launched.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { LaunchOptions } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// One fresh data folder per run (PGlite, outbox, uploads); workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `bullpen-e2e-${Date.now()}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
export const REPO_ROOT = join(__dirname, '..', '..');

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
