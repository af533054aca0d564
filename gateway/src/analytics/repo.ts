// Data access of the analytics dashboard: the signed-in user's evaluated answers (interview sessions
// and mock interviews, with each question's topic) and the badges already stored on their progress.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { rowsOf } from '../db/connection';

/** One evaluated interview answer of the user. */
export interface AnswerRow {
  source: 'session' | 'mock';
  /** The mock interview it belongs to (mock answers only). */
  interviewId: string | null;
  specialization: string;
  interviewType: string;
  topic: string | null;
  /** 0–50. */
  score: number;
  at: Date;
}

export interface AnalyticsRepo {
  answersOf(userId: string): Promise<AnswerRow[]>;
}

export function createAnalyticsRepo(db: Database): AnalyticsRepo {
  return {
    async answersOf(userId) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select 'session' as source, null as interview_id, r.specialization, r.interview_type, q.topic,
                 r.evaluation_score as score, r.created_at as at
          from interview_responses r
          left join questions q on q.id = r.question_id
          where r.user_id = ${userId} and r.evaluation_score is not null
          union all
          select 'mock', m.id::text, m.specialization, coalesce(q.interview_type, 'Technical'), q.topic, a.score, a.created_at
          from mock_interviews m
          join mock_interview_answers a on a.interview_id = m.id
          left join questions q on q.id = a.question_id
          where m.user_id = ${userId}
          order by at`),
      );
      return rows.map((r) => ({
        source: r.source === 'mock' ? 'mock' : 'session',
        interviewId: r.interview_id === null ? null : String(r.interview_id),
        specialization: String(r.specialization),
        interviewType: String(r.interview_type),
        topic: r.topic === null || r.topic === undefined ? null : String(r.topic),
        score: Number(r.score),
        at: r.at instanceof Date ? r.at : new Date(String(r.at)),
      }));
    },
  };
}
