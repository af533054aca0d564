// Accounts for end-to-end journeys: unique addresses, confirmed users made through the auth API and
// the outbox, and signing in through the login screen.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { authLinkFor } from './mailbox';
import { E2E_BASE_URL } from './env';

export const CONFIRMATION_SUBJECT = /confirm/i;
export const RECOVERY_SUBJECT = /reset|recover/i;

/** A fresh address per call, so tests never meet each other's accounts. */
export function uniqueEmail(name: string, domain = 'example.com'): string {
  return `${name}+${Date.now()}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}

/** Signs up through /auth/v1 and follows the confirmation link, as a person clicking it would. */
export async function createConfirmedUser(
  request: APIRequestContext,
  { email, password, fullName = 'E2E Student' }: { email: string; password: string; fullName?: string },
) {
  const signup = await request.post('/auth/v1/signup', {
    headers: { apikey: 'bullpen-embedded-anon' },
    data: { email, password, data: { full_name: fullName } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  // An address met before (a fixed role account after a worker restart) is already confirmed.
  const body = (await signup.json()) as { identities?: unknown[]; user?: { identities?: unknown[] } };
  if ((body.user ?? body).identities?.length === 0) return;
  const confirm = await request.get(await authLinkFor(request, email, CONFIRMATION_SUBJECT), { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  expect(confirm.headers().location).toContain('access_token=');
}

/** Fills the Log In tab of the login screen (opening /login unless already there) and submits it. */
export async function logIn(page: Page, email: string, password: string) {
  if (!/\/(login|auth\/callback)/.test(new URL(page.url(), 'http://x').pathname)) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export const E2E_PASSWORD = 'e2e-password-1';

/** A browser context already signed in as a confirmed user (the session is in its localStorage). */
export async function signedInContext(browser: Browser, request: APIRequestContext, email: string, password = E2E_PASSWORD): Promise<BrowserContext> {
  await createConfirmedUser(request, { email, password });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.close();
  return context;
}
