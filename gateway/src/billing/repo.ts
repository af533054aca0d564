// Data access of billing: Pro requests, the premium flag they and Stripe set, Stripe's events handled
// once each, and which student a subscription belongs to.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/audit-repo';
import type { Database } from '../db/connection';
import { authUsers, billingEvents, billingSubscriptions, profiles, proRequests } from '../db/schema';

export type ProRequestRow = typeof proRequests.$inferSelect;

export interface PendingRequestRow extends ProRequestRow {
  email: string;
  fullName: string | null;
}

export type Decision = 'granted' | 'declined';

export interface BillingEvent {
  id: string;
  type: string;
  userId: string | null;
}

export interface BillingRepo {
  userExists(userId: string): Promise<boolean>;
  latestRequest(userId: string): Promise<ProRequestRow | undefined>;
  /** A new pending request; undefined when the student already has one waiting. */
  createRequest(userId: string): Promise<ProRequestRow | undefined>;
  /** Waiting requests, oldest first, with who asked. */
  pendingRequests(limit: number): Promise<PendingRequestRow[]>;
  findRequest(id: string): Promise<ProRequestRow | undefined>;
  /**
   * Decides a pending request, grants premium when granted, and writes the audit entry, in one
   * transaction; undefined when the request is no longer pending.
   */
  decide(id: string, adminId: string, decision: Decision): Promise<ProRequestRow | undefined>;
  /**
   * Runs `apply` for an event not seen before, in the transaction that records it; false (and nothing
   * run) for an event already handled.
   */
  onceForEvent(event: BillingEvent, apply: (billing: BillingTransaction) => Promise<void>): Promise<boolean>;
  subscriptionOwner(subscriptionId: string): Promise<string | undefined>;
}

/** What an event may change, inside its transaction. */
export interface BillingTransaction {
  setPremium(userId: string, premium: boolean): Promise<void>;
  saveSubscription(subscription: { subscriptionId: string; userId: string; customerId: string | null; status: string }): Promise<void>;
}

async function setPremium(db: Database, userId: string, premium: boolean): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, hasPremium: premium })
    .onConflictDoUpdate({ target: profiles.id, set: { hasPremium: premium, updatedAt: sql`now()` } });
}

export function createBillingRepo(db: Database): BillingRepo {
  return {
    async userExists(userId) {
      const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId));
      return Boolean(row);
    },

    async latestRequest(userId) {
      const [row] = await db
        .select()
        .from(proRequests)
        .where(eq(proRequests.userId, userId))
        .orderBy(desc(proRequests.requestedAt), desc(proRequests.id))
        .limit(1);
      return row;
    },

    async createRequest(userId) {
      // The partial unique index keeps one pending request per student, even when two arrive at once.
      const [row] = await db.insert(proRequests).values({ userId }).onConflictDoNothing().returning();
      return row;
    },

    async pendingRequests(limit) {
      return db
        .select({
          id: proRequests.id,
          userId: proRequests.userId,
          status: proRequests.status,
          requestedAt: proRequests.requestedAt,
          decidedAt: proRequests.decidedAt,
          decidedBy: proRequests.decidedBy,
          email: authUsers.email,
          fullName: profiles.fullName,
        })
        .from(proRequests)
        .innerJoin(authUsers, eq(authUsers.id, proRequests.userId))
        .leftJoin(profiles, eq(profiles.id, proRequests.userId))
        .where(eq(proRequests.status, 'pending'))
        .orderBy(asc(proRequests.requestedAt), asc(proRequests.id))
        .limit(limit);
    },

    async findRequest(id) {
      const [row] = await db.select().from(proRequests).where(eq(proRequests.id, id));
      return row;
    },

    async decide(id, adminId, decision) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(proRequests)
          .set({ status: decision, decidedAt: sql`now()`, decidedBy: adminId })
          .where(and(eq(proRequests.id, id), eq(proRequests.status, 'pending')))
          .returning();
        if (!row) return undefined;
        if (decision === 'granted') await setPremium(tx, row.userId, true);
        await recordAudit(tx, {
          adminId,
          action: decision === 'granted' ? 'pro_request.grant' : 'pro_request.decline',
          targetUserId: row.userId,
          details: { requestId: row.id },
        });
        return row;
      });
    },

    async onceForEvent(event, apply) {
      return db.transaction(async (tx) => {
        const [recorded] = await tx.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
        if (!recorded) return false;
        await apply({
          setPremium: (userId, premium) => setPremium(tx, userId, premium),
          async saveSubscription({ subscriptionId, userId, customerId, status }) {
            await tx
              .insert(billingSubscriptions)
              .values({ subscriptionId, userId, customerId, status })
              .onConflictDoUpdate({ target: billingSubscriptions.subscriptionId, set: { status, updatedAt: sql`now()` } });
          },
        });
        return true;
      });
    },

    async subscriptionOwner(subscriptionId) {
      const [row] = await db
        .select({ userId: billingSubscriptions.userId })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.subscriptionId, subscriptionId));
      return row?.userId;
    },
  };
}
