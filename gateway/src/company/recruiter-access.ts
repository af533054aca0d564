// Who may sign in at the company login (spec 02 §5, issue 19): an address in COMPANY_EMAIL_DOMAINS, or
// an account that holds the company role from the database — granted by an admin, or admin itself —
// whatever its domain. The domain rule alone still decides who becomes a recruiter by signing up.
import { eq } from 'drizzle-orm';
import type { AuthConfig } from '../config';
import type { Database } from '../db/connection';
import { authUsers } from '../db/schema';
import { createRoleResolver } from '../auth/roles';

export interface RecruiterAccess {
  /** Whether `email` may go on to the password step of the company login. */
  allows(email: string): Promise<boolean>;
}

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

export function createRecruiterAccess(db: Database, config: Pick<AuthConfig, 'adminEmails' | 'companyEmailDomains'>): RecruiterAccess {
  const rolesOf = createRoleResolver(db, config);
  return {
    async allows(email) {
      if (config.companyEmailDomains.includes(domainOf(email))) return true;
      const address = email.trim().toLowerCase();
      // The auth service keeps addresses lower-cased, so the unique index answers this.
      const [account] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, address)).limit(1);
      if (!account) return false;
      return (await rolesOf(account.id, address)).company;
    },
  };
}
