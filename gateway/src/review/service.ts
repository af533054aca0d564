// Rules of spaced review (issue 20): every key concept a student missed or got wrong becomes a card;
// a due card is answered with a bank question that tests its concept, scored by the local evaluator,
// rated again/hard/good/easy and rescheduled by FSRS. XP as for a practice answer that is not the last
// of an interview (spec 02 §9): half the score, rounded down, premium users only.
import type { SpecializationId } from '@bullpen/shared/domain';
import type { DueCard, ReviewResult, ReviewSummary } from '@bullpen/shared/contracts';
import { evaluateAnswer } from '@bullpen/evaluator';
import { HttpError } from '../http/http-error';
import { SKILL_FOR_TYPE, type Viewer, type XpAward } from '../practice/practice-xp';
import type { Database } from '../db/connection';
import { evaluationInput } from '../practice/questions/evaluation-input';
import { DAY_MS, endOfDay, type Clock } from './clock';
import { cardOf, type ReviewCardRow, type ReviewQuestionRow, type ReviewRepo } from './repo';
import { newCard, ratingFor, ratingName, ratingNumber, retrievability, schedule } from './review-scheduler';

/** Adds review XP to a user's progress in the review's transaction; what it returns goes into the answer's reply. */
export type AwardReviewXp<Awarded extends object> = (tx: Database, userId: string, award: XpAward) => Promise<Awarded>;

/** What the answer services report after evaluating: the concepts the answer missed or contradicted. */
export interface MissedConcepts {
  userId: string;
  questionId: string;
  concepts: string[];
}

export interface ReviewService {
  noteMissed(missed: MissedConcepts): Promise<void>;
  due(userId: string): Promise<{ cards: DueCard[] }>;
  answer(viewer: Viewer, cardId: string, answer: string): Promise<ReviewResult & Record<string, unknown>>;
  summary(userId: string): Promise<ReviewSummary>;
}

/** A day's review session shows at most this many cards. */
export const DUE_LIMIT = 20;
/** The retention chart covers this many days back. */
export const HISTORY_DAYS = 30;

export function reviewXp(score: number): number {
  return Math.floor(score / 2);
}

const notFound = () => new HttpError(404, 'not_found', 'Review card not found.');

export function createReviewService<Awarded extends object>(deps: { repo: ReviewRepo; clock: Clock; award: AwardReviewXp<Awarded> }): ReviewService {
  const { repo, clock, award } = deps;

  /** The bank question a review asks: one that tests the concept, a different one each time round; else the question it was missed in. */
  async function questionFor(card: ReviewCardRow): Promise<ReviewQuestionRow> {
    const testing = await repo.questionsTesting(card.concept);
    const chosen = testing.length ? testing[card.reps % testing.length] : await repo.question(card.questionId);
    if (!chosen) throw new Error(`review card ${card.id} has no question for "${card.concept}"`);
    return chosen;
  }

  return {
    async noteMissed({ userId, questionId, concepts }) {
      const now = clock.now();
      await repo.addCards(userId, [...new Set(concepts)].map((concept) => ({ concept, questionId, card: newCard(now) })));
    },

    async due(userId) {
      const rows = await repo.due(userId, endOfDay(clock.now()), DUE_LIMIT);
      const cards = await Promise.all(
        rows.map(async (row) => {
          const q = await questionFor(row);
          return {
            id: row.id,
            concept: row.concept,
            due: row.due.toISOString(),
            reps: row.reps,
            question: { id: q.id, question: q.question, specialization: q.specialization, interviewType: q.interviewType },
          };
        }),
      );
      return { cards };
    },

    async answer(viewer, cardId, answer) {
      const card = await repo.find(viewer.id, cardId);
      if (!card) throw notFound();
      const now = clock.now();
      if (card.due.getTime() >= endOfDay(now).getTime()) {
        throw new HttpError(409, 'not_due', `This card is not due yet; it comes back on ${card.due.toISOString().slice(0, 10)}.`);
      }
      const question = await questionFor(card);
      const result = evaluateAnswer(evaluationInput(question, answer));
      // One answer reviews every due card its question tests, so a student never answers the same
      // question twice in one review session.
      const alsoDue = (await repo.due(viewer.id, endOfDay(now), DUE_LIMIT)).filter(
        (other) => other.id !== card.id && question.keyConcepts.includes(other.concept),
      );
      const rate = (reviewed: ReviewCardRow) => {
        const rating = ratingFor(reviewed.concept, question.keyConcepts, result);
        return { card: reviewed, rating, next: schedule(cardOf(reviewed), now, rating).card };
      };
      const { rating, next } = rate(card);
      const reviews = [{ card, rating, next }, ...alsoDue.map(rate)];
      const xp = viewer.premium ? reviewXp(result.score) : 0;
      const saved = await repo.saveReviews(
        reviews.map((r, index) => ({
          card: r.card,
          next: r.next,
          log: { questionId: question.id, rating: ratingNumber(r.rating), score: result.score, xpAwarded: index === 0 ? xp : 0, reviewedAt: now },
        })),
        (tx) =>
          xp > 0
            ? award(tx, viewer.id, { xp, skill: SKILL_FOR_TYPE[question.interviewType], specialization: question.specialization as SpecializationId })
            : Promise.resolve(undefined),
      );
      if (!saved) throw new HttpError(409, 'already_reviewed', 'This card was just reviewed.');
      const { score, level, feedback, suggestions } = result;
      return {
        reviewed: reviews.map((r) => ({ id: r.card.id, concept: r.card.concept, rating: r.rating })),
        rating,
        recalled: rating !== 'again',
        evaluation: { score, level, feedback, suggestions },
        nextDue: next.due.toISOString(),
        xpAwarded: xp,
        // The user's progress and what the award did, when XP was awarded.
        ...saved.then,
      };
    },

    async summary(userId) {
      const now = clock.now();
      const [counts, cards, logs] = await Promise.all([
        repo.counts(userId, endOfDay(now)),
        repo.all(userId),
        repo.logsSince(userId, new Date(endOfDay(now).getTime() - HISTORY_DAYS * DAY_MS)),
      ]);
      const reviewed = cards.filter((c) => c.reps > 0);
      const estimated = reviewed.length
        ? Math.round((100 * reviewed.reduce((sum, c) => sum + retrievability(cardOf(c), now), 0)) / reviewed.length)
        : null;
      const byDay = new Map<string, { reviews: number; recalled: number }>();
      for (const log of logs) {
        const date = log.reviewedAt.toISOString().slice(0, 10);
        const day = byDay.get(date) ?? { reviews: 0, recalled: 0 };
        day.reviews += 1;
        if (ratingName(log.rating) !== 'again') day.recalled += 1;
        byDay.set(date, day);
      }
      return {
        dueToday: counts.due,
        totalCards: counts.total,
        estimatedRetention: estimated,
        history: [...byDay].map(([date, day]) => ({ date, reviews: day.reviews, retention: Math.round((100 * day.recalled) / day.reviews) })),
      };
    },
  };
}
