// Adds one evaluated answer to the leaderboard aggregates, in the caller's transaction.
//
// Answers stored in interview_responses need no call: a trigger (migration 0041) records each one
// when its evaluation_score is first written, in the same transaction. Call this only for an
// evaluated answer kept elsewhere that should count on the leaderboard; calling it for a row of
// interview_responses would count that answer twice.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

export interface EvaluatedResponse {
  userId: string;
  /** Id, name or URL name of the specialization. */
  specialization: string;
  interviewType: string;
  /** 0–50. */
  score: number;
  /** When the answer was given: attempts are ordered by it. */
  at: Date;
}

export async function recordEvaluatedResponse(tx: Database, response: EvaluatedResponse): Promise<void> {
  const score = Math.max(0, Math.min(50, Math.round(response.score)));
  await tx.execute(
    sql`select leaderboard_record(${response.userId}::uuid, ${response.specialization}, ${response.interviewType}, ${score}::int, ${response.at.toISOString()}::timestamptz)`,
  );
}
