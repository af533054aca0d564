// Who is admin, premium or company, decided on the server only: ADMIN_EMAILS, COMPANY_EMAIL_DOMAINS,
// roles granted in user_roles, and profiles.has_premium. No query parameter or client flag counts.
import { eq } from 'drizzle-orm';
import type { AuthConfig } from '../config';
import type { Database } from '../db/connection';
import { profiles, userRoles, USER_ROLES, type UserRole } from '../db/schema';

export type Roles = Record<UserRole, boolean>;

export const NO_ROLES: Roles = { admin: false, premium: false, company: false };

export interface RoleFacts {
  email: string;
  /** Rows of user_roles. */
  granted: readonly UserRole[];
  hasPremium: boolean;
}

/** admin ⊂ premium; admins pass company checks too. */
export function rolesFrom(
  { email, granted, hasPremium }: RoleFacts,
  config: Pick<AuthConfig, 'adminEmails' | 'companyEmailDomains'>,
): Roles {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const admin = config.adminEmails.includes(address) || granted.includes('admin');
  return {
    admin,
    premium: admin || hasPremium || granted.includes('premium'),
    company: admin || config.companyEmailDomains.includes(domain) || granted.includes('company'),
  };
}

/** The names of the roles held, in a fixed order. */
export function roleNames(roles: Roles): UserRole[] {
  return USER_ROLES.filter((role) => roles[role]);
}

export type RoleResolver = (userId: string, email: string) => Promise<Roles>;

export function createRoleResolver(db: Database, config: Pick<AuthConfig, 'adminEmails' | 'companyEmailDomains'>): RoleResolver {
  return async (userId, email) => {
    const [granted, [profile]] = await Promise.all([
      db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
      db.select({ hasPremium: profiles.hasPremium }).from(profiles).where(eq(profiles.id, userId)),
    ]);
    return rolesFrom({ email, granted: granted.map((row) => row.role), hasPremium: profile?.hasPremium ?? false }, config);
  };
}
