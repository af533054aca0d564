// Data access of the question bank: the questions table and the hash of the bank last loaded.
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { InterviewType, Question, SpecializationId } from '@bullpen/shared/domain';
import type { Database } from '../../db/connection';
import { contentVersions, questions } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;

export interface QuestionFilter {
  specialization?: SpecializationId;
  interviewTypes?: readonly InterviewType[];
  minDifficulty?: number;
}

export interface QuestionCount {
  specialization: string;
  interviewType: InterviewType;
  n: number;
}

export interface QuestionRepo {
  /** Active (not retired) questions matching the filter, easiest or hardest first, then by id. */
  list(filter: QuestionFilter, order: 'easiest' | 'hardest', limit?: number): Promise<QuestionRow[]>;
  /** Questions by id, retired ones included (old interviews still show them). */
  findByIds(ids: readonly string[]): Promise<QuestionRow[]>;
  countActive(): Promise<QuestionCount[]>;
  /**
   * Loads the bank unless its hash is the one loaded last: upserts every question (rows edited by an
   * admin keep their content) and retires the questions no longer in it. Returns whether it loaded.
   */
  loadBank(name: string, hash: string, bank: readonly Question[]): Promise<boolean>;
}

function whereActive(filter: QuestionFilter) {
  return and(
    isNull(questions.retiredAt),
    filter.specialization ? eq(questions.specialization, filter.specialization) : undefined,
    filter.interviewTypes ? inArray(questions.interviewType, [...filter.interviewTypes]) : undefined,
    filter.minDifficulty ? sql`${questions.difficulty} >= ${filter.minDifficulty}` : undefined,
  );
}

export function createQuestionRepo(db: Database): QuestionRepo {
  return {
    async list(filter, order, limit) {
      const byDifficulty = order === 'easiest' ? asc(questions.difficulty) : desc(questions.difficulty);
      const query = db.select().from(questions).where(whereActive(filter)).orderBy(byDifficulty, asc(questions.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async findByIds(ids) {
      if (!ids.length) return [];
      return db.select().from(questions).where(inArray(questions.id, [...ids]));
    },

    async countActive() {
      return db
        .select({ specialization: questions.specialization, interviewType: questions.interviewType, n: count() })
        .from(questions)
        .where(isNull(questions.retiredAt))
        .groupBy(questions.specialization, questions.interviewType);
    },

    async loadBank(name, hash, bank) {
      return db.transaction(async (tx) => {
        // Serialises gateways starting together; any constant unique to this lock.
        await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
        const [loaded] = await tx.select().from(contentVersions).where(eq(contentVersions.name, name));
        if (loaded?.hash === hash) return false;
        const rows = bank.map((q) => ({
          id: q.id,
          specialization: q.specialization,
          interviewType: q.interviewType,
          difficulty: q.difficulty,
          topic: q.topic,
          question: q.question,
          keyConcepts: q.keyConcepts,
          expectedFigures: q.expectedFigures ?? null,
          sampleAnswers: q.sampleAnswers ?? null,
        }));
        const excluded = (column: string) => sql.raw(`excluded.${column}`);
        await tx
          .insert(questions)
          .values(rows)
          .onConflictDoUpdate({
            target: questions.id,
            set: {
              specialization: excluded('specialization'),
              interviewType: excluded('interview_type'),
              difficulty: excluded('difficulty'),
              topic: excluded('topic'),
              question: excluded('question'),
              keyConcepts: excluded('key_concepts'),
              expectedFigures: excluded('expected_figures'),
              sampleAnswers: excluded('sample_answers'),
              retiredAt: null,
              updatedAt: sql`now()`,
            },
            // Only rows that differ, and never what an admin has edited.
            setWhere: sql`not ${questions.editedByAdmin} and (
              (${questions.specialization}, ${questions.interviewType}, ${questions.difficulty}, ${questions.topic},
               ${questions.question}, ${questions.keyConcepts}, ${questions.expectedFigures}, ${questions.sampleAnswers},
               ${questions.retiredAt})
              is distinct from
              (excluded.specialization, excluded.interview_type, excluded.difficulty, excluded.topic, excluded.question,
               excluded.key_concepts, excluded.expected_figures, excluded.sample_answers, null::timestamptz))`,
          });
        await tx
          .update(questions)
          .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              notInArray(
                questions.id,
                bank.map((q) => q.id),
              ),
              isNull(questions.retiredAt),
              eq(questions.editedByAdmin, false),
            ),
          );
        await tx
          .insert(contentVersions)
          .values({ name, hash })
          .onConflictDoUpdate({ target: contentVersions.name, set: { hash, updatedAt: sql`now()` } });
        return true;
      });
    },
  };
}
