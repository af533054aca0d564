// Which six questions a mock interview asks (spec §2.1, §3): drawn from the specialization's bank at
// difficulty 3–5 across Motivational, Technical and Case Study, in a fixed interview order, and
// reproducible from the interview id alone.
import { createHash } from 'node:crypto';
import type { InterviewType } from '@bullpen/shared/domain';

/** The interview's shape: a fit opener, technicals, a case, and a closing fit question. */
export const MOCK_INTERVIEW_PLAN: readonly InterviewType[] = [
  'Motivational',
  'Technical',
  'Technical',
  'Case Study',
  'Case Study',
  'Motivational',
];
export const MOCK_INTERVIEW_LENGTH = MOCK_INTERVIEW_PLAN.length;
/** The mock-interview bank uses difficulty 3–5 (spec §3). */
export const MOCK_MIN_DIFFICULTY = 3;

export interface Candidate {
  id: string;
  interviewType: InterviewType;
  difficulty: number;
}

/** A 32-bit generator (mulberry32) seeded from the interview id. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The question ids, one per plan slot. Each slot takes an unused question of its type at difficulty
 * 3–5, else of its type at any difficulty, else any unused question: a thin bank still fills six.
 * Returns fewer only when the candidates hold fewer than six questions.
 */
export function drawMockQuestions(interviewId: string, candidates: readonly Candidate[]): string[] {
  const random = randomFrom(interviewId);
  // Sorted first, so the draw depends on the id and the bank, not on the order rows came back in.
  const pool = shuffled(
    [...candidates].sort((a, b) => a.id.localeCompare(b.id)),
    random,
  );
  const used = new Set<string>();
  const preferences: Array<(c: Candidate, type: InterviewType) => boolean> = [
    (c, type) => c.interviewType === type && c.difficulty >= MOCK_MIN_DIFFICULTY,
    (c, type) => c.interviewType === type,
    () => true,
  ];
  const drawn: string[] = [];
  for (const type of MOCK_INTERVIEW_PLAN) {
    for (const prefer of preferences) {
      const pick = pool.find((c) => !used.has(c.id) && prefer(c, type));
      if (pick) {
        used.add(pick.id);
        drawn.push(pick.id);
        break;
      }
    }
  }
  return drawn;
}
