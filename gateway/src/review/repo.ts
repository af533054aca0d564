// Data access of review cards and their reviews; every read is scoped to the user the cards belong to.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Card } from 'ts-fsrs';
import type { Database } from '../db/connection';
import { questions, reviewCards, reviewLogs } from '../db/schema';

export type ReviewCardRow = typeof reviewCards.$inferSelect;
export type ReviewLogRow = typeof reviewLogs.$inferSelect;
export type ReviewQuestionRow = typeof questions.$inferSelect;

export interface NewReviewLog {
  questionId: string;
  rating: number;
  score: number;
  xpAwarded: number;
  reviewedAt: Date;
}

export interface ReviewRepo {
  /** Adds a card per concept the user has none for yet (a concept missed again keeps its schedule). */
  addCards(userId: string, cards: Array<{ concept: string; questionId: string; card: Card }>): Promise<void>;
  /** The user's cards due before `before`, most overdue first. */
  due(userId: string, before: Date, limit: number): Promise<ReviewCardRow[]>;
  counts(userId: string, dueBefore: Date): Promise<{ due: number; total: number }>;
  find(userId: string, id: string): Promise<ReviewCardRow | undefined>;
  all(userId: string): Promise<ReviewCardRow[]>;
  /**
   * Stores the reviews one answer made: each card's new schedule and log, and runs `then` (the XP award)
   * in the same transaction, only if the first card was not reviewed meanwhile (its reps unchanged);
   * undefined otherwise. The other cards are stored when they too are unchanged.
   */
  saveReviews<T>(reviews: Array<{ card: ReviewCardRow; next: Card; log: NewReviewLog }>, then: (tx: Database) => Promise<T>): Promise<{ then: T } | undefined>;
  logsSince(userId: string, since: Date): Promise<ReviewLogRow[]>;
  /** Active bank questions whose key concepts include the concept, by id. */
  questionsTesting(concept: string): Promise<ReviewQuestionRow[]>;
  question(id: string): Promise<ReviewQuestionRow | undefined>;
}

function cardColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function cardOf(row: ReviewCardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

export function createReviewRepo(db: Database): ReviewRepo {
  return {
    async addCards(userId, cards) {
      if (cards.length === 0) return;
      await db
        .insert(reviewCards)
        .values(cards.map(({ concept, questionId, card }) => ({ userId, concept, questionId, ...cardColumns(card) })))
        .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.concept] });
    },

    async due(userId, before, limit) {
      return db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, before)))
        .orderBy(asc(reviewCards.due), asc(reviewCards.concept))
        .limit(limit);
    },

    async counts(userId, dueBefore) {
      const [row] = await db
        .select({ total: count(), due: sql<number>`count(*) filter (where ${reviewCards.due} < ${dueBefore})`.mapWith(Number) })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return { due: row?.due ?? 0, total: row?.total ?? 0 };
    },

    async find(userId, id) {
      const [row] = await db.select().from(reviewCards).where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)));
      return row;
    },

    async all(userId) {
      return db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
    },

    async saveReviews(reviews, then) {
      return db.transaction(async (tx) => {
        for (const [index, { card, next, log }] of reviews.entries()) {
          const updated = await tx
            .update(reviewCards)
            .set(cardColumns(next))
            .where(and(eq(reviewCards.id, card.id), eq(reviewCards.reps, card.reps)))
            .returning({ id: reviewCards.id });
          if (updated.length === 0 && index === 0) return undefined;
          if (updated.length === 1) await tx.insert(reviewLogs).values({ cardId: card.id, userId: card.userId, ...log });
        }
        return { then: await then(tx) };
      });
    },

    async logsSince(userId, since) {
      return db
        .select()
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)))
        .orderBy(asc(reviewLogs.reviewedAt));
    },

    async questionsTesting(concept) {
      return db
        .select()
        .from(questions)
        .where(and(sql`${questions.retiredAt} is null`, sql`${questions.keyConcepts} @> ${JSON.stringify([concept])}::jsonb`))
        .orderBy(asc(questions.id));
    },

    async question(id) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id));
      return row;
    },
  };
}
