// Data access of the admin's account tools: finding users, their granted roles, and the audit log.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { adminAuditLog, authUsers, profiles, userRoles, type UserRole } from '../db/schema';

export interface UserSummaryRow {
  id: string;
  email: string;
  fullName: string | null;
  hasPremium: boolean;
}

export interface AuditEntry {
  adminId: string;
  action: string;
  targetUserId: string;
  details: Record<string, unknown>;
}

export interface AdminRepo {
  /** Users whose e-mail or name contains `text` (any case), by e-mail; all users when it is empty. */
  searchUsers(text: string, limit: number): Promise<UserSummaryRow[]>;
  findUser(id: string): Promise<UserSummaryRow | undefined>;
  rolesOf(userIds: readonly string[]): Promise<Map<string, UserRole[]>>;
  /** Grants or revokes a role, and writes the audit entry, in one transaction; returns whether anything changed. */
  setRole(userId: string, role: UserRole, granted: boolean, audit: Omit<AuditEntry, 'details'> & { details: Record<string, unknown> }): Promise<boolean>;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const summary = {
  id: authUsers.id,
  email: authUsers.email,
  fullName: profiles.fullName,
  hasPremium: sql<boolean>`coalesce(${profiles.hasPremium}, false)`,
};

export function createAdminRepo(db: Database): AdminRepo {
  return {
    async searchUsers(text, limit) {
      const pattern = containing(text.trim());
      return db
        .select(summary)
        .from(authUsers)
        .leftJoin(profiles, eq(profiles.id, authUsers.id))
        .where(text.trim() ? or(ilike(authUsers.email, pattern), ilike(profiles.fullName, pattern)) : undefined)
        .orderBy(asc(authUsers.email))
        .limit(limit);
    },

    async findUser(id) {
      const [row] = await db.select(summary).from(authUsers).leftJoin(profiles, eq(profiles.id, authUsers.id)).where(eq(authUsers.id, id));
      return row;
    },

    async rolesOf(userIds) {
      const roles = new Map<string, UserRole[]>();
      if (!userIds.length) return roles;
      const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, [...userIds]));
      for (const row of rows) roles.set(row.userId, [...(roles.get(row.userId) ?? []), row.role]);
      return roles;
    },

    async setRole(userId, role, granted, audit) {
      return db.transaction(async (tx) => {
        const changed = granted
          ? await tx.insert(userRoles).values({ userId, role, grantedBy: audit.adminId }).onConflictDoNothing().returning()
          : await tx
              .delete(userRoles)
              .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
              .returning();
        if (role === 'premium') {
          await tx
            .insert(profiles)
            .values({ id: userId, hasPremium: granted })
            .onConflictDoUpdate({ target: profiles.id, set: { hasPremium: granted, updatedAt: sql`now()` } });
        }
        await tx.insert(adminAuditLog).values({ ...audit, details: { ...audit.details, changed: changed.length > 0 } });
        return changed.length > 0;
      });
    },
  };
}
