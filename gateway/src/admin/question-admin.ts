// Edit Question Bank of the admin portal: admins read a specialization's questions and edit them in the
// questions table. An edit is checked against the bank's own schema (shared/src/domain/question.ts),
// marks the row edited_by_admin (so reloading the bank keeps it) and is audited.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERVIEW_TYPES, SPECIALIZATION_IDS, questionSchema, type Question } from '@bullpen/shared/domain';
import type { AdminQuestion } from '@bullpen/shared/contracts';
import type { Database } from '../db/connection';
import { questions } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAudit } from './audit-repo';

/** The fields an admin changes (any of them); the id, specialization and interview type stay. */
export const questionEditSchema = questionSchema
  .pick({ difficulty: true, topic: true, question: true, keyConcepts: true, sampleAnswers: true })
  .extend({ topic: z.string().trim().min(2).max(120), question: z.string().trim().min(10).max(1000) })
  .partial()
  .strict();

export const questionListQuerySchema = z.object({
  specialization: z.enum(SPECIALIZATION_IDS, { message: `specialization must be one of ${SPECIALIZATION_IDS.join(', ')}` }),
  interviewType: z.enum(INTERVIEW_TYPES, { message: `interviewType must be one of ${INTERVIEW_TYPES.join(', ')}` }).optional(),
});

export interface QuestionAdmin {
  list(query: z.infer<typeof questionListQuerySchema>): Promise<AdminQuestion[]>;
  update(adminId: string, id: string, input: unknown): Promise<AdminQuestion>;
}

type Row = typeof questions.$inferSelect;

function toQuestion(row: Row): AdminQuestion {
  return {
    id: row.id,
    specialization: row.specialization as Question['specialization'],
    interviewType: row.interviewType,
    difficulty: row.difficulty,
    topic: row.topic,
    question: row.question,
    keyConcepts: row.keyConcepts,
    ...(row.expectedFigures ? { expectedFigures: row.expectedFigures } : {}),
    ...(row.sampleAnswers ? { sampleAnswers: row.sampleAnswers } : {}),
    editedByAdmin: row.editedByAdmin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new HttpError(404, 'not_found', 'Question not found.');

export function createQuestionAdmin(db: Database): QuestionAdmin {
  return {
    async list({ specialization, interviewType }) {
      const rows = await db
        .select()
        .from(questions)
        .where(and(isNull(questions.retiredAt), eq(questions.specialization, specialization), interviewType ? eq(questions.interviewType, interviewType) : undefined))
        .orderBy(asc(questions.interviewType), asc(questions.difficulty), asc(questions.id));
      return rows.map(toQuestion);
    },

    async update(adminId, id, input) {
      const edit = questionEditSchema.parse(input);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(questions).where(and(eq(questions.id, id), isNull(questions.retiredAt)));
        if (!current) throw notFound();
        // The whole question after the edit must still be a valid bank entry.
        const next = questionSchema.parse({ ...toQuestion(current), ...edit, editedByAdmin: undefined, updatedAt: undefined });
        const [row] = await tx
          .update(questions)
          .set({
            difficulty: next.difficulty,
            topic: next.topic,
            question: next.question,
            keyConcepts: next.keyConcepts,
            sampleAnswers: next.sampleAnswers ?? null,
            editedByAdmin: true,
            updatedAt: sql`now()`,
          })
          .where(eq(questions.id, id))
          .returning();
        if (!row) throw notFound();
        const changed = (Object.keys(edit) as Array<keyof typeof edit>).filter(
          (key) => JSON.stringify(edit[key]) !== JSON.stringify(toQuestion(current)[key]),
        );
        await recordAudit(tx, { adminId, action: 'question.update', details: { questionId: id, fields: changed } });
        return toQuestion(row);
      });
    },
  };
}
