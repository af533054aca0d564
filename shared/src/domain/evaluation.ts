// What an answer evaluation takes and gives (spec §5): the input, the result, the 0–50 scale and its
// bands. Shared by the browser (showing a result) and the server, which alone computes one
// (@bullpen/evaluator locally, or the AI service).
import { z } from 'zod';
import { expectedFigureSchema } from './question';
import { INTERVIEW_TYPES } from './specializations';

export const evaluationInputSchema = z.object({
  question: z.string(),
  interviewType: z.enum(INTERVIEW_TYPES),
  specialization: z.string(),
  keyConcepts: z.array(z.string()),
  expectedFigures: z.array(expectedFigureSchema).optional(),
  referenceAnswers: z
    .object({ strong: z.string().optional(), medium: z.string().optional(), weak: z.string().optional() })
    .optional(),
  answer: z.string(),
});

export type EvaluationInput = z.infer<typeof evaluationInputSchema>;
export type EvaluationLevel = 'strong' | 'medium' | 'weak' | 'none';

/** A wrong statement the answer makes, and the concept it contradicts. */
export interface DetectedMisconception {
  /** What the answer claimed, in the rubric's words. */
  claim: string;
  /** The key concept (or principle) the claim contradicts. */
  contradicts: string;
  /** One sentence naming the error and the right statement. */
  correction: string;
}

export interface EvaluationResult {
  /** Integer 0–50. */
  score: number;
  level: EvaluationLevel;
  feedback: string;
  suggestions: string[];
  /** Key concepts the answer covers, as written in the rubric. */
  covered: string[];
  /** Key concepts the answer leaves out. */
  missed: string[];
  /** Wrong statements the answer makes (empty when none was found). */
  misconceptions: DetectedMisconception[];
}

export const MAX_SCORE = 50;

/** §5 bands: strong at 35 and above, medium at 20 and above, weak above 0. */
export function levelForScore(score: number): EvaluationLevel {
  if (score >= 35) return 'strong';
  if (score >= 20) return 'medium';
  if (score > 0) return 'weak';
  return 'none';
}
