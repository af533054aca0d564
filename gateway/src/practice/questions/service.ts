// Rules of the question bank as the browser sees it: the questions of an interview session (the
// easiest first, with the spec §9 fallback banks) and the bank's size; never answers or rubrics.
import { createHash } from 'node:crypto';
import {
  INTERVIEW_TYPES,
  SPECIALIZATION_IDS,
  type InterviewType,
  type Question,
  type SpecializationId,
} from '@bullpen/shared/domain';
import type { QuestionRepo, QuestionRow } from './repo';

/** What the browser may see of a question. */
export interface PublicQuestion {
  id: string;
  specialization: string;
  interviewType: InterviewType;
  difficulty: number;
  topic: string;
  question: string;
}

export interface QuestionQuery {
  specialization?: SpecializationId;
  interviewType?: InterviewType;
  limit: number;
  order: 'easiest' | 'hardest';
}

export interface QuestionList {
  questions: PublicQuestion[];
  /** The bank the questions came from, e.g. "ib/Technical", or "all" without a filter. */
  bank: string;
}

export interface QuestionStats {
  total: number;
  specializations: number;
  interviewTypes: number;
  bySpecialization: Record<SpecializationId, number>;
  byType: Record<InterviewType, number>;
}

export interface QuestionService {
  list(query: QuestionQuery): Promise<QuestionList>;
  stats(): Promise<QuestionStats>;
}

export const QUESTION_BANK_CONTENT = 'question-bank';
/** The bank that stands in when a specialization has no questions (spec §9). */
const FALLBACK_SPECIALIZATION: SpecializationId = 'pe';
const FALLBACK_TYPE: InterviewType = 'Motivational';

export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  const { id, specialization, interviewType, difficulty, topic, question } = row;
  return { id, specialization, interviewType, difficulty, topic, question };
}

/** The banks to try in turn: the chosen one, its Motivational bank, then the Private Equity ones. */
function banksToTry(specialization: SpecializationId, type: InterviewType): Array<[SpecializationId, InterviewType]> {
  const candidates: Array<[SpecializationId, InterviewType]> = [
    [specialization, type],
    [specialization, FALLBACK_TYPE],
    [FALLBACK_SPECIALIZATION, type],
    [FALLBACK_SPECIALIZATION, FALLBACK_TYPE],
  ];
  return candidates.filter(([s, t], i) => candidates.findIndex(([s2, t2]) => s2 === s && t2 === t) === i);
}

export function createQuestionService(repo: QuestionRepo): QuestionService {
  return {
    async list({ specialization, interviewType, limit, order }) {
      if (!specialization || !interviewType) {
        const rows = await repo.list({ specialization, interviewTypes: interviewType ? [interviewType] : undefined }, order, limit);
        return { questions: rows.map(toPublicQuestion), bank: `${specialization ?? 'all'}/${interviewType ?? 'all'}` };
      }
      for (const [s, t] of banksToTry(specialization, interviewType)) {
        const rows = await repo.list({ specialization: s, interviewTypes: [t] }, order, limit);
        if (rows.length) return { questions: rows.map(toPublicQuestion), bank: `${s}/${t}` };
      }
      return { questions: [], bank: `${specialization}/${interviewType}` };
    },

    async stats() {
      const bySpecialization = Object.fromEntries(SPECIALIZATION_IDS.map((s) => [s, 0])) as Record<SpecializationId, number>;
      const byType = Object.fromEntries(INTERVIEW_TYPES.map((t) => [t, 0])) as Record<InterviewType, number>;
      let total = 0;
      for (const { specialization, interviewType, n } of await repo.countActive()) {
        total += n;
        if (specialization in bySpecialization) bySpecialization[specialization as SpecializationId] += n;
        byType[interviewType] += n;
      }
      return {
        total,
        specializations: SPECIALIZATION_IDS.length,
        interviewTypes: INTERVIEW_TYPES.length,
        bySpecialization,
        byType,
      };
    },
  };
}

/** Loads the bank into the database when it changed since the last start; returns whether it did. */
export function loadQuestionBank(repo: QuestionRepo, bank: readonly Question[]): Promise<boolean> {
  const hash = createHash('sha256').update(JSON.stringify(bank)).digest('hex');
  return repo.loadBank(QUESTION_BANK_CONTENT, hash, bank);
}
