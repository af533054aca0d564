// Writes a prep's content: with the AI service, each part (CV feedback, technical rounds,
// behavioural questions, case) is asked for separately and checked against the §9 minimums; a part
// the service fails to give, or gives short, comes from the local generator instead.
import type { Logger } from 'pino';
import type { PrepContent, Question } from '@bullpen/shared/domain';
import { generatePrep, incompletePrepMessage, readAiPrepPart, type PrepGeneratorInput, type PrepPart } from '@bullpen/evaluator';
import type { ChatService } from '../ai/chat-completions';
import { HttpError } from '../http/http-error';
import { prepPartMessages } from './ai-prompts';

export interface GeneratedPrep {
  content: PrepContent;
  /** 'ai' only when the AI service wrote every part. */
  source: 'ai' | 'local';
}

export interface PrepContentGenerator {
  generate(input: PrepGeneratorInput): Promise<GeneratedPrep>;
}

export function createPrepContentGenerator(bank: readonly Question[], logger: Logger, chat?: ChatService): PrepContentGenerator {
  async function askPart<K extends PrepPart>(part: K, input: PrepGeneratorInput): Promise<PrepContent[K] | null> {
    if (!chat) return null;
    try {
      const reply = await chat.completeJson(prepPartMessages(part, input));
      const value = readAiPrepPart(reply, part);
      if (!value) logger.warn({ part }, 'AI prep part was incomplete; using the local generator for it');
      return value;
    } catch (error) {
      logger.warn({ part, err: error }, 'AI prep generation failed; using the local generator for this part');
      return null;
    }
  }

  return {
    async generate(input) {
      const local = generatePrep(input, bank);
      const [cv, technical, behavioral, caseTask] = await Promise.all([
        askPart('cv_feedback', input),
        askPart('tech_interview', input),
        askPart('behavioral_interview', input),
        askPart('case_task', input),
      ]);
      const content: PrepContent = {
        cv_feedback: cv ?? local.cv_feedback,
        tech_interview: technical ?? local.tech_interview,
        behavioral_interview: behavioral ?? local.behavioral_interview,
        case_task: caseTask ?? local.case_task,
      };
      // The local generator always meets the minimums; this guards the rule itself.
      const incomplete = incompletePrepMessage(content);
      if (incomplete) throw new HttpError(502, 'generation_incomplete', incomplete);
      return { content, source: cv && technical && behavioral && caseTask ? 'ai' : 'local' };
    },
  };
}
