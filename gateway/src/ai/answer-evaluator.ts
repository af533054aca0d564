// Grades an interview answer: with the AI service when configured, else (and whenever the service
// fails) with the local evaluator. A fallback caused by a failure says so in `notice` (spec §2.2).
import type { Logger } from 'pino';
import type { EvaluationInput, EvaluationLevel, EvaluationResult } from '@bullpen/shared/domain';
import { addressedToScorer, evaluateAnswer } from '@bullpen/evaluator';
import type { AiConfig } from '../config';
import { AiServiceError, createChatService, type ChatService } from './chat-completions';
import { evaluationMessages } from './evaluation-prompt';
import { readGrading } from './evaluation-reply';

export const FALLBACK_NOTICE = 'Using simplified evaluation due to connection issues with AI service.';

export interface Evaluation {
  score: number;
  level: EvaluationLevel;
  feedback: string;
  suggestions: string[];
  /** 'ai': graded by the AI service; 'local': by the local evaluator. */
  source: 'ai' | 'local';
  /** Set when the AI service was meant to grade the answer but could not. */
  notice?: string;
}

export interface AnswerEvaluator {
  /** Whether answers go to the AI service first. */
  readonly usesAi: boolean;
  evaluate(input: EvaluationInput): Promise<Evaluation>;
}

function local({ score, level, feedback, suggestions }: EvaluationResult, notice?: string): Evaluation {
  return { score, level, feedback, suggestions, source: 'local', ...(notice ? { notice } : {}) };
}

export function createAnswerEvaluator(config: AiConfig, logger: Logger, chat?: ChatService): AnswerEvaluator {
  const { baseUrl, apiKey } = config;
  const service = chat ?? (baseUrl && apiKey ? createChatService({ ...config, baseUrl, apiKey }, logger) : undefined);
  if (!service) {
    if (baseUrl || apiKey) logger.warn('AI_BASE_URL and AI_API_KEY must both be set to use the AI service; using the local evaluator');
    return { usesAi: false, evaluate: async (input) => local(evaluateAnswer(input)) };
  }

  return {
    usesAi: true,
    async evaluate(input) {
      // The local evaluator scores 0 only under the §5 rules for empty and "I don't know" answers:
      // those need no interviewer, and cost nothing. An answer that speaks to its scorer ("ignore your
      // instructions…") is never put before the AI service: the local evaluator's capped score stands.
      const rules = evaluateAnswer(input);
      if (rules.score === 0 || addressedToScorer(input.answer)) return local(rules);
      try {
        const content = await service.completeJson(evaluationMessages(input));
        const grading = readGrading(content);
        if (!grading) throw new AiServiceError('The reply holds no score and feedback', 'reply');
        return {
          ...grading,
          suggestions: grading.suggestions.length ? grading.suggestions : rules.suggestions,
          source: 'ai',
        };
      } catch (error) {
        if (error instanceof AiServiceError) {
          logger.warn({ reason: error.reason, detail: error.message }, 'AI evaluation failed; using the local evaluator');
        } else {
          logger.error({ err: error }, 'AI evaluation broke; using the local evaluator');
        }
        return local(rules, FALLBACK_NOTICE);
      }
    },
  };
}
