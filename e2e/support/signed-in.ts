// A `test` whose pages can start signed in with a role: `test.use({ signedInAs: 'admin' })`. One account
// per role and worker, signed in once through the login screen; its storage state is reused.
import { test as base, type BrowserContext } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL, E2E_COMPANY_DOMAIN } from './env';
import { signedInContext, uniqueEmail } from './accounts';

/** student: no role; recruiter: company role (by e-mail domain); admin: admin, hence premium and company. */
export type Role = 'student' | 'recruiter' | 'admin';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const EMAILS: Record<Role, () => string> = {
  student: () => uniqueEmail('student'),
  recruiter: () => uniqueEmail('recruiter', E2E_COMPANY_DOMAIN),
  admin: () => E2E_ADMIN_EMAIL,
};

export const test = base.extend<{ signedInAs: Role | undefined }, { roleStates: (role: Role) => Promise<StorageState> }>({
  signedInAs: [undefined, { option: true }],
  roleStates: [
    async ({ browser, playwright }, use) => {
      const states = new Map<Role, Promise<StorageState>>();
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await use((role) => {
        let state = states.get(role);
        if (!state) {
          state = signedInContext(browser, request, EMAILS[role]()).then(async (context) => {
            const saved = await context.storageState();
            await context.close();
            return saved;
          });
          states.set(role, state);
        }
        return state;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, roleStates, storageState }, use) => {
    await use(signedInAs ? await roleStates(signedInAs) : storageState);
  },
});

export { expect } from '@playwright/test';
