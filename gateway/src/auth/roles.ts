// Who is admin, premium or company, decided on the server only: ADMIN_EMAILS, COMPANY_EMAIL_DOMAINS,
// roles granted in user_roles, and profiles.has_premium. No query parameter or client flag counts.
import { sql } from 'drizzle-orm';
import type { AuthConfig } from '../config';
import { rowsOf, type Database } from '../db/connection';
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
  // One round trip per signed-in request, each part read through its primary key or index.
  return async (userId, email) => {
    const result = await db.execute(sql`
      select
        coalesce((select ${profiles.hasPremium} from ${profiles} where ${profiles.id} = ${userId}), false) as "hasPremium",
        array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${userId}) as "granted"`);
    const [row] = rowsOf<{ hasPremium: boolean; granted: string[] | string }>(result);
    const granted = parseRoleList(row?.granted).filter((role): role is UserRole => (USER_ROLES as readonly string[]).includes(role));
    return rolesFrom({ email, granted, hasPremium: row?.hasPremium === true }, config);
  };
}

/** A text[] as the driver gives it: an array (node-postgres, PGlite) or its literal `{admin,company}`. */
function parseRoleList(value: string[] | string | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
}
