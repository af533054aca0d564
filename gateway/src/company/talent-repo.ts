// Data access of the talent views: only candidates who chose to be seen by recruiters
// (profiles.recruiter_visible) are ever read here, with their progress and evaluated answers.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ScoreAggregate } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { interviewResponses, leaderboardAggregates, profiles, questions, userProgress } from '../db/schema';

export interface VisibleCandidateRow {
  id: string;
  fullName: string | null;
  university: string | null;
  specialization: string | null;
  avatarUrl: string | null;
  xp: number;
  skillPoints: Record<string, number>;
  specializationXp: Record<string, number>;
}

export interface BestResultRow {
  questionId: string;
  question: string | null;
  specialization: string;
  interviewType: string;
  score: number;
  createdAt: Date;
}

export interface TalentRepo {
  /** Every opted-in candidate, or only those among `ids`. */
  visibleCandidates(ids?: readonly string[]): Promise<VisibleCandidateRow[]>;
  /** The leaderboard aggregates of the users given, by user. */
  scoreAggregates(userIds: readonly string[]): Promise<Map<string, ScoreAggregate[]>>;
  /** A user's highest-scored evaluated answers. */
  bestResults(userId: string, limit: number): Promise<BestResultRow[]>;
}

const candidateColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  university: profiles.affiliation,
  specialization: profiles.specialization,
  avatarUrl: profiles.avatarUrl,
  xp: sql<number>`coalesce(${userProgress.xp}, 0)`.mapWith(Number),
  skillPoints: sql<Record<string, number>>`coalesce(${userProgress.skillPoints}, '{}'::jsonb)`,
  specializationXp: sql<Record<string, number>>`coalesce(${userProgress.specializationXp}, '{}'::jsonb)`,
};

/**
 * The leaderboard aggregates of the users given — or of everyone with an evaluated answer — by user:
 * the rows the leaderboard component's trigger keeps (migration 0041), so the talent views rank from
 * exactly what the public leaderboard ranks from.
 */
export async function scoreAggregatesOf(db: Database, userIds: readonly string[] | 'everyone'): Promise<Map<string, ScoreAggregate[]>> {
  const byUser = new Map<string, ScoreAggregate[]>();
  if (userIds !== 'everyone' && !userIds.length) return byUser;
  const rows = await db
    .select()
    .from(leaderboardAggregates)
    .where(userIds === 'everyone' ? undefined : inArray(leaderboardAggregates.userId, [...userIds]));
  for (const { userId, ...aggregate } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), aggregate]);
  return byUser;
}

export function createTalentRepo(db: Database): TalentRepo {
  return {
    visibleCandidates(ids) {
      if (ids && !ids.length) return Promise.resolve([]);
      return db
        .select(candidateColumns)
        .from(profiles)
        .leftJoin(userProgress, eq(userProgress.userId, profiles.id))
        .where(and(eq(profiles.recruiterVisible, true), ids ? inArray(profiles.id, [...ids]) : undefined))
        .orderBy(profiles.id);
    },

    scoreAggregates: (userIds) => scoreAggregatesOf(db, userIds),

    bestResults(userId, limit) {
      return db
        .select({
          questionId: interviewResponses.questionId,
          question: questions.question,
          specialization: interviewResponses.specialization,
          interviewType: interviewResponses.interviewType,
          score: sql<number>`${interviewResponses.evaluationScore}`.mapWith(Number),
          createdAt: interviewResponses.createdAt,
        })
        .from(interviewResponses)
        .leftJoin(questions, eq(questions.id, interviewResponses.questionId))
        .where(and(eq(interviewResponses.userId, userId), isNotNull(interviewResponses.evaluationScore)))
        .orderBy(desc(interviewResponses.evaluationScore), desc(interviewResponses.createdAt), interviewResponses.id)
        .limit(limit);
    },
  };
}
