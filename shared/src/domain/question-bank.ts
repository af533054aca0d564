// Validates the question bank (CONTENT.md): every entry against the schema, unique ids, no question asked twice.
import { questionSchema, type Question } from './question';
import { INTERVIEW_TYPES, SPECIALIZATION_IDS, type InterviewType, type SpecializationId } from './specializations';

export class QuestionBankError extends Error {
  override name = 'QuestionBankError';
}

/** Parses raw bank entries; throws a QuestionBankError naming the entry (id or index) and the field. */
export function parseQuestionBank(entries: unknown[]): Question[] {
  const questions = entries.map((entry, index) => {
    const parsed = questionSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(entry)';
    throw new QuestionBankError(`Question ${describeEntry(entry, index)}: ${field}: ${issue?.message ?? 'invalid'}`);
  });
  const ids = new Map<string, number>();
  const texts = new Map<string, string>();
  questions.forEach((q, index) => {
    if (ids.has(q.id)) throw new QuestionBankError(`Question ${q.id}: id is used twice (entries ${ids.get(q.id)} and ${index})`);
    ids.set(q.id, index);
    const key = questionKey(q.question);
    const other = texts.get(key);
    if (other) throw new QuestionBankError(`Question ${q.id}: question text duplicates ${other}`);
    texts.set(key, q.id);
  });
  return questions;
}

/** Question text compared without case, punctuation or spacing differences. */
function questionKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function describeEntry(entry: unknown, index: number): string {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : `#${index}`;
}

export interface QuestionBankStats {
  total: number;
  bySpecialization: Record<SpecializationId, number>;
  byInterviewType: Record<InterviewType, number>;
  /** Count per specialization and interview type. */
  byCell: Record<SpecializationId, Record<InterviewType, number>>;
}

export function countQuestions(questions: readonly Question[]): QuestionBankStats {
  const zeroTypes = () => Object.fromEntries(INTERVIEW_TYPES.map((t) => [t, 0])) as Record<InterviewType, number>;
  const stats: QuestionBankStats = {
    total: questions.length,
    bySpecialization: Object.fromEntries(SPECIALIZATION_IDS.map((s) => [s, 0])) as Record<SpecializationId, number>,
    byInterviewType: zeroTypes(),
    byCell: Object.fromEntries(SPECIALIZATION_IDS.map((s) => [s, zeroTypes()])) as QuestionBankStats['byCell'],
  };
  for (const q of questions) {
    stats.bySpecialization[q.specialization]++;
    stats.byInterviewType[q.interviewType]++;
    stats.byCell[q.specialization][q.interviewType]++;
  }
  return stats;
}

/** What `GET /api/questions/stats` answers: the bank's size, counted by the gateway from its table. */
export interface QuestionStats {
  total: number;
  specializations: number;
  interviewTypes: number;
  bySpecialization: Record<string, number>;
  byType: Record<string, number>;
}

/** "500+" from 537 questions: the bank's size rounded down to a hundred (the raw count below 100). */
export function questionCountLabel(total: number): string {
  const hundreds = Math.floor(total / 100) * 100;
  return hundreds > 0 ? `${hundreds}+` : String(total);
}
