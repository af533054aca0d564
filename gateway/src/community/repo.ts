// Data access of the community component: contact submissions, events and the waitlist.
import { asc } from 'drizzle-orm';
import type { CommunityEvent } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { contactSubmissions, contentSeeds, EVENT_COLUMNS, events, waitlistSubscriptions } from '../db/schema';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export interface CommunityRepo {
  /** Stores a submission; returns its id. */
  insertContactSubmission(submission: NewContactSubmission): Promise<string>;
  /** Every event, soonest first. */
  listEvents(): Promise<CommunityEvent[]>;
  /** Inserts `seed` once per database, recorded under `name`; returns whether it was inserted now. */
  seedEventsOnce(name: string, seed: CommunityEvent[]): Promise<boolean>;
  /** Adds an address to the waitlist; returns its id, or null when it was already there. */
  insertWaitlistSubscription(email: string): Promise<string | null>;
}

export function createCommunityRepo(db: Database): CommunityRepo {
  return {
    async insertContactSubmission(submission) {
      const [row] = await db.insert(contactSubmissions).values(submission).returning({ id: contactSubmissions.id });
      if (!row) throw new Error('insert into contact_submissions returned no row');
      return row.id;
    },

    listEvents() {
      return db.select(EVENT_COLUMNS).from(events).orderBy(asc(events.date), asc(events.time), asc(events.title));
    },

    seedEventsOnce(name, seed) {
      return db.transaction(async (tx) => {
        // Gateways starting together: the second waits on this row and then finds it taken.
        const claimed = await tx.insert(contentSeeds).values({ name }).onConflictDoNothing().returning();
        if (!claimed.length) return false;
        if (seed.length) await tx.insert(events).values(seed).onConflictDoNothing();
        return true;
      });
    },

    async insertWaitlistSubscription(email) {
      const [row] = await db
        .insert(waitlistSubscriptions)
        .values({ email })
        .onConflictDoNothing({ target: waitlistSubscriptions.email })
        .returning({ id: waitlistSubscriptions.id });
      return row?.id ?? null;
    },
  };
}
