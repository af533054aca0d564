// Rules of role grants: an admin grants or revokes premium, company and admin on the server, each
// change recorded in the audit log; premium is mirrored in profiles.has_premium (spec 01 §3).
import { rolesFrom, type RoleFacts, type Roles } from '../auth/roles';
import type { UserRole } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { AdminRepo, UserSummaryRow } from './repo';

export interface UserSummary {
  id: string;
  email: string;
  full_name: string | null;
  roles: Roles;
}

export interface AdminService {
  findUsers(query: string): Promise<UserSummary[]>;
  /** One user, for the portal's profile view; 404 when there is none. */
  user(id: string): Promise<UserSummary>;
  setRole(adminId: string, userId: string, role: UserRole, granted: boolean): Promise<UserSummary>;
}

const SEARCH_LIMIT = 50;

/** The roles a user holds, all sources counted (granted rows, premium flag, configured e-mails). */
export type RolesFrom = (facts: RoleFacts) => Roles;

/** Without configured e-mails: what the database grants. */
const grantedRoles: RolesFrom = (facts) => rolesFrom(facts, { adminEmails: [], companyEmailDomains: [] });

export function createAdminService(repo: AdminRepo, rolesOf: RolesFrom = grantedRoles): AdminService {
  async function summaries(rows: UserSummaryRow[]): Promise<UserSummary[]> {
    const roles = await repo.rolesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      full_name: row.fullName,
      roles: rolesOf({ email: row.email, granted: roles.get(row.id) ?? [], hasPremium: row.hasPremium }),
    }));
  }

  return {
    async findUsers(query) {
      return summaries(await repo.searchUsers(query, SEARCH_LIMIT));
    },

    async user(id) {
      const row = await repo.findUser(id);
      if (!row) throw new HttpError(404, 'not_found', 'User not found.');
      const [found] = await summaries([row]);
      if (!found) throw new Error('summary of an existing user is missing');
      return found;
    },

    async setRole(adminId, userId, role, granted) {
      const user = await repo.findUser(userId);
      if (!user) throw new HttpError(404, 'not_found', 'User not found.');
      if (role === 'admin' && !granted && userId === adminId) {
        throw new HttpError(400, 'own_admin_role', 'You cannot remove your own admin role.');
      }
      await repo.setRole(userId, role, granted, {
        adminId,
        action: granted ? 'role.grant' : 'role.revoke',
        targetUserId: userId,
        details: { role },
      });
      const [updated] = await summaries([{ ...user, hasPremium: role === 'premium' ? granted : user.hasPremium }]);
      if (!updated) throw new Error('summary of an existing user is missing');
      return updated;
    },
  };
}
