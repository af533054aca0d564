// Data access of the community component.
import type { Database } from '../db/connection';
import { contactSubmissions } from '../db/schema';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export interface CommunityRepo {
  /** Stores a submission; returns its id. */
  insertContactSubmission(submission: NewContactSubmission): Promise<string>;
}

export function createCommunityRepo(db: Database): CommunityRepo {
  return {
    async insertContactSubmission(submission) {
      const [row] = await db.insert(contactSubmissions).values(submission).returning({ id: contactSubmissions.id });
      if (!row) throw new Error('insert into contact_submissions returned no row');
      return row.id;
    },
  };
}
