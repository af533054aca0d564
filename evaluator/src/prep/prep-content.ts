// Generated prep content (§5): question tidying, duplicate removal and the minimums every prep must
// meet, whichever generator wrote it. Also reads an AI reply into the record's shape.
import { z } from 'zod';
import { PREP_MINIMUMS, PREP_TEXT, type CaseTask, type PrepContent, type PrepQuestion, type TechnicalRound } from '@bullpen/shared/domain';

/** §5: first letter capitalised; '?' appended unless the text ends with '.', '?' or '!'. */
export function tidyQuestion(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(capitalised) ? capitalised : `${capitalised}?`;
}

/** Two questions are the same when they differ only in case, punctuation or spacing. */
export function questionKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Tidies each question, drops blank ones and keeps the first of any duplicates. */
export function tidyQuestions(questions: readonly PrepQuestion[], seen = new Set<string>()): PrepQuestion[] {
  const out: PrepQuestion[] = [];
  for (const q of questions) {
    const question = tidyQuestion(q.question);
    const key = questionKey(question);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...q, question });
  }
  return out;
}

/** Tidies every list of a prep; technical questions are unique across all rounds. */
export function tidyPrepContent(content: PrepContent): PrepContent {
  const technicalSeen = new Set<string>();
  return {
    cv_feedback: content.cv_feedback.map((line) => line.trim()).filter(Boolean),
    tech_interview: content.tech_interview
      .map((round) => ({ roundName: round.roundName.trim(), questions: tidyQuestions(round.questions, technicalSeen) }))
      .filter((round) => round.roundName && round.questions.length > 0),
    behavioral_interview: tidyQuestions(content.behavioral_interview),
    case_task: {
      ...content.case_task,
      scenario: content.case_task.scenario.trim(),
      idealStructure: content.case_task.idealStructure.trim(),
      strongExample: content.case_task.strongExample.trim(),
      questions: tidyQuestions(content.case_task.questions),
    },
  };
}

/** The §5 message for the first minimum a prep misses, or null when it meets them all. */
export function incompletePrepMessage(content: PrepContent): string | null {
  if (content.tech_interview.length < PREP_MINIMUMS.technicalRounds) return PREP_TEXT.incompleteTechnical;
  if (content.behavioral_interview.length < PREP_MINIMUMS.behavioralQuestions) return PREP_TEXT.incompleteBehavioral;
  const caseTask = content.case_task;
  if (!caseTask.scenario || caseTask.questions.length < PREP_MINIMUMS.caseQuestions) return PREP_TEXT.incompleteCase;
  return null;
}

// ---------------------------------------------------------------------------------------------
// An AI reply, read leniently: a question may come as text or as an object with a question field.
// ---------------------------------------------------------------------------------------------

const questionSchema = z
  .union([z.string(), z.object({ question: z.string() }).loose()])
  .transform((q): PrepQuestion => ({ question: typeof q === 'string' ? q : q.question }));

const text = z.union([z.string(), z.array(z.string()).transform((lines) => lines.join('\n'))]);

const roundSchema = z
  .object({ roundName: z.string().optional(), name: z.string().optional(), questions: z.array(questionSchema) })
  .transform((round): TechnicalRound => ({ roundName: round.roundName ?? round.name ?? '', questions: round.questions }));

const caseSchema = z
  .object({
    scenario: z.string(),
    idealStructure: text.default(''),
    strongExample: text.default(''),
    questions: z.array(questionSchema),
  })
  .transform((c): CaseTask => c);

/** Each part of a prep, as the AI service is asked to write it (one JSON object per part). */
const AI_PART_SCHEMAS = {
  cv_feedback: z.object({ cv_feedback: z.union([z.array(z.string()), z.string().transform((line) => [line])]) }),
  tech_interview: z.object({ tech_interview: z.array(roundSchema) }),
  behavioral_interview: z.object({ behavioral_interview: z.array(questionSchema) }),
  case_task: z.object({ case_task: caseSchema }),
};

export type PrepPart = keyof PrepContent;

function tidyPart<K extends PrepPart>(part: K, value: PrepContent[K]): PrepContent[K] | null {
  switch (part) {
    case 'cv_feedback': {
      const lines = (value as string[]).map((line) => line.trim()).filter(Boolean);
      return (lines.length ? lines : null) as PrepContent[K] | null;
    }
    case 'tech_interview': {
      const seen = new Set<string>();
      const rounds = (value as TechnicalRound[])
        .map((round, index) => ({
          roundName: round.roundName.trim() || `Round ${index + 1}`,
          questions: tidyQuestions(round.questions, seen),
        }))
        .filter((round) => round.questions.length > 0);
      return (rounds.length >= PREP_MINIMUMS.technicalRounds ? rounds : null) as PrepContent[K] | null;
    }
    case 'behavioral_interview': {
      const questions = tidyQuestions(value as PrepQuestion[]);
      return (questions.length >= PREP_MINIMUMS.behavioralQuestions ? questions : null) as PrepContent[K] | null;
    }
    default: {
      const c = value as CaseTask;
      const caseTask: CaseTask = {
        scenario: c.scenario.trim(),
        idealStructure: c.idealStructure.trim(),
        strongExample: c.strongExample.trim(),
        questions: tidyQuestions(c.questions),
      };
      const complete = caseTask.scenario && caseTask.questions.length >= PREP_MINIMUMS.caseQuestions;
      return (complete ? caseTask : null) as PrepContent[K] | null;
    }
  }
}

/**
 * Reads one part of a prep from an AI reply (JSON, possibly in a code fence), tidied and without
 * duplicates; null when the reply is not that shape or misses the part's §9 minimum.
 */
export function readAiPrepPart<K extends PrepPart>(reply: string, part: K): PrepContent[K] | null {
  const json = reply.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const result = AI_PART_SCHEMAS[part].safeParse(parsed);
  if (!result.success) return null;
  return tidyPart(part, (result.data as Record<PrepPart, unknown>)[part] as PrepContent[K]);
}
