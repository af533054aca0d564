// Reads the AI service's grading of an answer: the JSON object the prompt asks for, else the same
// four values picked out of prose by pattern (spec §7.1). Score clamped to 0–50, level from the
// §5 bands, so the service cannot contradict the product's scale.
import { z } from 'zod';
import { levelForScore, MAX_SCORE, type EvaluationLevel } from '@bullpen/shared/domain';

export interface GradedAnswer {
  score: number;
  level: EvaluationLevel;
  feedback: string;
  /** May be empty: the caller fills in suggestions of its own. */
  suggestions: string[];
}

const MAX_FEEDBACK_CHARS = 1200;
const MAX_SUGGESTION_CHARS = 300;
const MAX_SUGGESTIONS = 3;

/** A score as a number or as text such as "32", "32/50" or "32 out of 50". */
const scoreSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*\d+(\.\d+)?/)
    .transform((text) => Number.parseFloat(text)),
]);

const replySchema = z.object({
  score: scoreSchema.refine(Number.isFinite),
  feedback: z.string().trim().min(1),
  suggestions: z
    .union([z.array(z.unknown()), z.string().transform((text) => splitList(text))])
    .optional()
    .transform((items) => (items ?? []).filter((item): item is string => typeof item === 'string')),
});

/** The grading in `content`, or undefined when it holds no score and feedback. */
export function readGrading(content: string): GradedAnswer | undefined {
  const json = parseJson(content);
  // A JSON reply is read as JSON only: picking values out of its text by pattern would read its syntax.
  if (json === undefined) return fromProse(content);
  const parsed = replySchema.safeParse(json);
  return parsed.success ? graded(parsed.data.score, parsed.data.feedback, parsed.data.suggestions) : undefined;
}

/** The JSON value in `content` (a Markdown code fence around it allowed), or undefined when it is not JSON. */
function parseJson(content: string): unknown {
  try {
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
  } catch {
    return undefined;
  }
}

const SCORE = /\bscore\b[^\d\n]{0,20}(\d{1,3}(?:\.\d+)?)/i;
const LABELLED_LINE = /^\W*(score|level|rating|feedback|suggestions?|improvements?)\b[^:\n]{0,20}:?/i;
const FEEDBACK = /\bfeedback\b\W{0,5}[:-]\s*([\s\S]+?)(?=\n\W*(?:suggestions?|improvements?|level|score)\b|$)/i;
const SUGGESTIONS = /\b(?:suggestions?|improvements?)\b[^:\n]{0,30}:?\s*([\s\S]+)$/i;

function fromProse(content: string): GradedAnswer | undefined {
  const score = SCORE.exec(content);
  if (!score) return undefined;
  const labelled = FEEDBACK.exec(content)?.[1];
  // Without a "Feedback:" label, the unlabelled sentences are the feedback.
  const feedback =
    labelled ??
    content
      .split('\n')
      .filter((line) => !LABELLED_LINE.test(line) && !/^\s*([-*•]|\d+[.)])\s/.test(line))
      .join(' ')
      .match(/[^.!?]+[.!?]+/g)
      ?.slice(0, 3)
      .join(' ');
  if (!feedback?.trim()) return undefined;
  const suggestions = splitList(SUGGESTIONS.exec(content)?.[1] ?? '');
  return graded(Number.parseFloat(score[1] ?? ''), feedback, suggestions);
}

/** Items of a bulleted or numbered list, or of a single line separated by semicolons. */
function splitList(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const items = lines.length > 1 ? lines : (lines[0] ?? '').split(/;\s*|\s(?=\d+[.)]\s)/);
  return items.map((item) => item.replace(/^([-*•]|\d+[.)])\s*/, '').trim()).filter(Boolean);
}

function graded(rawScore: number, feedback: string, suggestions: string[]): GradedAnswer | undefined {
  if (!Number.isFinite(rawScore)) return undefined;
  const score = Math.max(0, Math.min(MAX_SCORE, Math.round(rawScore)));
  return {
    score,
    level: levelForScore(score),
    feedback: feedback.replace(/\s+/g, ' ').trim().slice(0, MAX_FEEDBACK_CHARS),
    suggestions: suggestions
      .map((s) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_SUGGESTION_CHARS))
      .filter(Boolean)
      .slice(0, MAX_SUGGESTIONS),
  };
}
