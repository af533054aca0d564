// The admin audit log (admin_audit_log): every change an admin makes is written here, in the same
// transaction as the change, and read back newest first in the portal's Audit Log section.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '@bullpen/shared/contracts';
import type { Database } from '../db/connection';
import { adminAuditLog, authUsers, profiles } from '../db/schema';

export interface AuditRecord {
  adminId: string;
  /** `event.create`, `question.update`, `role.grant`, ... */
  action: string;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

export interface AuditRepo {
  /** The newest entries. */
  list(limit: number): Promise<AuditEntry[]>;
}

/** Writes one entry inside the caller's transaction. */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...record, targetUserId: record.targetUserId ?? null });
}

export function createAuditRepo(db: Database): AuditRepo {
  const adminUser = alias(authUsers, 'admin_user');
  const adminProfile = alias(profiles, 'admin_profile');
  const targetUser = alias(authUsers, 'target_user');
  return {
    async list(limit) {
      const rows = await db
        .select({
          id: adminAuditLog.id,
          action: adminAuditLog.action,
          adminId: adminAuditLog.adminId,
          adminEmail: adminUser.email,
          adminName: adminProfile.fullName,
          targetUserId: adminAuditLog.targetUserId,
          targetEmail: targetUser.email,
          details: adminAuditLog.details,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .leftJoin(adminUser, eq(adminUser.id, adminAuditLog.adminId))
        .leftJoin(adminProfile, eq(adminProfile.id, adminAuditLog.adminId))
        .leftJoin(targetUser, eq(targetUser.id, adminAuditLog.targetUserId))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        admin: { id: row.adminId, email: row.adminEmail, name: row.adminName },
        targetUser: row.targetUserId ? { id: row.targetUserId, email: row.targetEmail } : null,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
