// Evaluates one prep answer (§7.8): the AI service rates it 'Score: n/5' with feedback, a suggested
// improvement and an ideal answer (asked again, then as plain text, when too short; else the
// template). Without the service, or when it fails, the built-in evaluator scores it on the rubric.
import type { Logger } from 'pino';
import type { PrepAnswer, PrepEvaluation, PrepQuestion, Question } from '@bullpen/shared/domain';
import {
  addressedToScorer,
  chooseIdealAnswer,
  detectSpecialization,
  evaluatePrepAnswerLocally,
  IDEAL_ANSWER_MIN_CHARS,
  IDEAL_ANSWER_TEXT_MIN_CHARS,
  isSubstantialAnswer,
  noAnswerEvaluation,
  parseAiEvaluation,
  ratingToScore,
  SECTION_INTERVIEW_TYPE,
} from '@bullpen/evaluator';
import { AiServiceError, type ChatMessage, type ChatService } from '../ai/chat-completions';
import { evaluationMessages, idealOnlyMessages, idealTextMessages, type EvaluationPromptInput } from './ai-prompts';

/** What an evaluation needs to know of the prep. */
export interface PrepContext {
  companyName: string;
  position: string;
  level: string;
  jobDescription: string;
}

export interface PrepAnswerEvaluator {
  evaluate(prep: PrepContext, answer: PrepAnswer, question: PrepQuestion): Promise<PrepEvaluation>;
}

/** Reads one string field of a JSON reply, or null. */
function jsonField(reply: string, field: string): string | null {
  try {
    const value: unknown = (JSON.parse(reply) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

const longEnough = (text: string | null | undefined, min: number) => (text?.trim().length ?? 0) > min;

/** "1. Do this\n- And that" as a list of suggestions. */
function suggestionList(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

export function createPrepAnswerEvaluator(bank: readonly Question[], logger: Logger, chat?: ChatService): PrepAnswerEvaluator {
  const byId = new Map(bank.map((q) => [q.id, q]));

  function local(prep: PrepContext, answer: PrepAnswer, question: PrepQuestion): PrepEvaluation {
    return evaluatePrepAnswerLocally({
      section: answer.section,
      question: answer.question,
      answer: answer.answer,
      specialization: detectSpecialization(prep, bank),
      jobDescription: prep.jobDescription,
      bankQuestion: question.sourceId ? byId.get(question.sourceId) : undefined,
      keyConcepts: question.keyConcepts,
    });
  }

  async function ask(messages: ChatMessage[], field: string): Promise<string | null> {
    try {
      return jsonField(await (chat as ChatService).completeJson(messages), field);
    } catch (error) {
      logger.warn({ err: error }, 'AI ideal answer request failed');
      return null;
    }
  }

  async function withAi(prep: PrepContext, answer: PrepAnswer, question: PrepQuestion): Promise<PrepEvaluation> {
    const bankIdeal = question.sourceId ? byId.get(question.sourceId)?.sampleAnswers?.strong : undefined;
    if (!isSubstantialAnswer(answer.answer)) {
      return noAnswerEvaluation(answer.section, chooseIdealAnswer(answer.section, [{ text: bankIdeal, min: IDEAL_ANSWER_MIN_CHARS }]));
    }
    const input: EvaluationPromptInput = {
      ...prep,
      question: answer.question,
      answer: answer.answer,
      section: answer.section,
      interviewType: SECTION_INTERVIEW_TYPE[answer.section],
    };
    const reply = await (chat as ChatService).completeJson(evaluationMessages(input));
    const parsed = parseAiEvaluation(jsonField(reply, 'evaluation') ?? reply);
    if (!parsed) throw new AiServiceError('The reply holds no "Score: n/5"', 'reply');

    // §7.8: an ideal answer must exceed 50 characters; else ask for it alone, then for a > 100-character text.
    let ideal = jsonField(reply, 'idealAnswer');
    if (!longEnough(ideal, IDEAL_ANSWER_MIN_CHARS)) ideal = await ask(idealOnlyMessages(input), 'idealAnswer');
    if (!longEnough(ideal, IDEAL_ANSWER_MIN_CHARS)) {
      const text = await ask(idealTextMessages(input), 'idealAnswer');
      ideal = longEnough(text, IDEAL_ANSWER_TEXT_MIN_CHARS) ? text : null;
    }
    return {
      score: ratingToScore(parsed.rating),
      feedback: parsed.feedback || 'Your answer has been rated.',
      suggestions: suggestionList(parsed.suggestion),
      idealAnswer: chooseIdealAnswer(answer.section, [
        { text: ideal, min: IDEAL_ANSWER_MIN_CHARS },
        { text: bankIdeal, min: IDEAL_ANSWER_MIN_CHARS },
      ]),
      source: 'ai',
    };
  }

  return {
    async evaluate(prep, answer, question) {
      // An answer that speaks to its scorer is never put before the AI service (see answer-evaluator.ts).
      if (!chat || addressedToScorer(answer.answer)) return local(prep, answer, question);
      try {
        return await withAi(prep, answer, question);
      } catch (error) {
        logger.warn({ err: error }, 'AI prep evaluation failed; using the built-in evaluator');
        return local(prep, answer, question);
      }
    },
  };
}
