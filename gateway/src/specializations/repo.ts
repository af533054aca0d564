// Data access of the specializations admins add (added_specializations).
import { asc } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { addedSpecializations } from '../db/schema';
import { recordAudit } from '../admin/audit-repo';

export interface AddedSpecializationRow {
  id: string;
  name: string;
  description: string;
}

export interface SpecializationRepo {
  /** Oldest first, so the list grows at its end. */
  added(): Promise<AddedSpecializationRow[]>;
  /** Inserts it and its audit entry in one transaction; false when the id or name is taken. */
  add(row: AddedSpecializationRow, adminId: string): Promise<boolean>;
}

export function createSpecializationRepo(db: Database): SpecializationRepo {
  return {
    async added() {
      return db
        .select({ id: addedSpecializations.id, name: addedSpecializations.name, description: addedSpecializations.description })
        .from(addedSpecializations)
        .orderBy(asc(addedSpecializations.createdAt), asc(addedSpecializations.id));
    },

    async add(row, adminId) {
      return db.transaction(async (tx) => {
        // The unique name index is on lower(name); both it and the id are checked by one insert.
        const inserted = await tx
          .insert(addedSpecializations)
          .values({ ...row, createdBy: adminId })
          .onConflictDoNothing()
          .returning({ id: addedSpecializations.id });
        if (!inserted.length) return false;
        await recordAudit(tx, { adminId, action: 'specialization.create', details: { id: row.id, name: row.name } });
        return true;
      });
    },
  };
}

