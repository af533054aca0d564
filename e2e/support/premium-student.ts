// A premium student for practice journeys: a new confirmed account, signed in through the login
// screen, whom the admin grants premium through the admin API, as a school's admin would.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInContext, uniqueEmail } from './accounts';
import { E2E_ADMIN_EMAIL } from './env';

/** supabase-js keeps the session under `sb-<first host label>-auth-token`: 127.0.0.1 → sb-127. */
const SESSION_KEY = 'sb-127-auth-token';

/** The access token of the session the page's browser keeps. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  }, SESSION_KEY);
  expect(token, 'the signed-in session in localStorage').toBeTruthy();
  return token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface PremiumStudent {
  context: BrowserContext;
  page: Page;
  token: string;
}

export async function premiumStudent(browser: Browser, request: APIRequestContext, name = 'premium'): Promise<PremiumStudent> {
  const context = await signedInContext(browser, request, uniqueEmail(name));
  const page = await context.newPage();
  await page.goto('/aihub');
  const token = await accessTokenOf(page);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.ok(), await me.text()).toBe(true);
  const { user } = (await me.json()) as { user: { id: string } };

  const admin = await signedInContext(browser, request, E2E_ADMIN_EMAIL);
  const adminPage = await admin.newPage();
  await adminPage.goto('/aihub');
  const grant = await request.post(`/api/admin/users/${user.id}/roles`, {
    headers: bearer(await accessTokenOf(adminPage)),
    data: { role: 'premium', granted: true },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.close();
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Practicing' })).toBeVisible();
  return { context, page, token };
}
