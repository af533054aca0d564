// Rules of follow-up questions (issue 20): after a signed-in student's answer, the interviewer may ask
// up to two follow-ups, each aimed at one gap the local evaluator found (a misconception, a missed key
// concept, a claim without a number). Each follow-up answer is evaluated together with the first
// answer, and that becomes the question's score; the XP it earned rises with it, never falls. Every
// concept the first answer missed or got wrong is handed to spaced review.
import {
  combinedAnswer,
  evaluateAnswer,
  followUpTargets,
  gapClosed,
  MAX_FOLLOW_UPS,
  type FollowUpTarget,
} from '@bullpen/evaluator';
import type { SpecializationId } from '@bullpen/shared/domain';
import type { FollowUp, FollowUpOutcome } from '@bullpen/shared/contracts';
import type { AnswerEvaluator, Evaluation } from '../../ai/answer-evaluator';
import type { FollowUpWriter } from '../../ai/follow-up-writer';
import type { Clock } from '../../review/clock';
import type { MissedConcepts } from '../../review/service';
import { HttpError } from '../../http/http-error';
import { mockInterviewXp, sessionXp, SKILL_FOR_TYPE, type XpAward, type Viewer } from '../practice-xp';
import { evaluationInput } from '../questions/evaluation-input';
import type { QuestionRepo, QuestionRow } from '../questions/repo';
import type { Database } from '../../db/connection';
import type { AnswerOrigin, FollowUpRepo, FollowUpRow } from './repo';

/** A follow-up answered: the question's evaluation with every follow-up answer so far. */
export interface FollowUpResult extends FollowUpOutcome {
  evaluation: Evaluation;
}

export interface AnsweredQuestion {
  viewer: Viewer;
  origin: AnswerOrigin;
  question: QuestionRow;
  answer: string;
  evaluation: Evaluation;
}

export interface FollowUpService {
  /** Called after a signed-in student's answer was evaluated and stored: notes missed concepts, returns the first follow-up. */
  afterAnswer(answered: AnsweredQuestion): Promise<FollowUp | undefined>;
  answer(viewer: Viewer, origin: AnswerOrigin, text: string): Promise<FollowUpResult & Record<string, unknown>>;
  settings(userId: string): Promise<{ followUps: boolean }>;
  saveSettings(userId: string, settings: { followUps: boolean }): Promise<{ followUps: boolean }>;
}

export type AwardFollowUpXp<Awarded extends object> = (tx: Database, userId: string, award: XpAward) => Promise<Awarded>;

const noFollowUp = () => new HttpError(404, 'not_found', 'There is no follow-up question waiting for an answer.');

function view(row: FollowUpRow): FollowUp {
  return { round: row.round, kind: row.kind, concept: row.concept, prompt: row.prompt };
}

function targetOf(row: FollowUpRow): FollowUpTarget {
  return { kind: row.kind, concept: row.concept, ...(row.claim ? { claim: row.claim } : {}) };
}

export function createFollowUpService<Awarded extends object>(deps: {
  repo: FollowUpRepo;
  questions: QuestionRepo;
  evaluator: AnswerEvaluator;
  writer: FollowUpWriter;
  award: AwardFollowUpXp<Awarded>;
  noteMissed(missed: MissedConcepts): Promise<void>;
  clock: Clock;
}): FollowUpService {
  const { repo, questions, evaluator, writer, award, noteMissed, clock } = deps;

  async function ask(userId: string, origin: AnswerOrigin, question: QuestionRow, answer: string, target: FollowUpTarget, round: number, scoreBefore: number) {
    const { prompt, source } = await writer.write(question, answer, target);
    const inserted = await repo.insert({
      userId,
      ...(origin.kind === 'mock'
        ? { origin: 'mock', originId: origin.interviewId, questionIndex: origin.questionIndex }
        : { origin: 'session', originId: origin.responseId, questionIndex: 0 }),
      questionId: question.id,
      round,
      kind: target.kind,
      concept: target.concept,
      claim: target.claim ?? null,
      prompt,
      source,
      scoreBefore,
    });
    return inserted ? { round, kind: target.kind, concept: target.concept, prompt } : undefined;
  }

  return {
    async afterAnswer({ viewer, origin, question, answer, evaluation }) {
      const local = evaluateAnswer(evaluationInput(question, answer));
      await noteMissed({ userId: viewer.id, questionId: question.id, concepts: [...local.misconceptions.map((m) => m.contradicts), ...local.missed] });
      if (!(await repo.followUpsOn(viewer.id))) return undefined;
      const [target] = followUpTargets(question, answer, local);
      return target ? ask(viewer.id, origin, question, answer, target, 1, evaluation.score) : undefined;
    },

    async answer(viewer, origin, text) {
      const [original, asked] = await Promise.all([repo.originAnswer(origin), repo.forOrigin(viewer.id, origin)]);
      const open = asked.find((row) => row.answer === null);
      if (!original || original.userId !== viewer.id || !open) throw noFollowUp();
      const [question] = await questions.findByIds([original.questionId]);
      if (!question) throw noFollowUp();

      const answers = [...asked.filter((row) => row.answer !== null).map((row) => row.answer ?? ''), text];
      const combined = combinedAnswer(original.answer, answers);
      const evaluation = await evaluator.evaluate(evaluationInput(question, combined));
      const local = evaluateAnswer(evaluationInput(question, combined));
      const closed = gapClosed(targetOf(open), text, local);
      const scoreBefore = asked[0]?.scoreBefore ?? original.score;

      // XP rises with the score for an answer that earned XP (premium), never falls.
      const xpFor = (score: number) => (origin.kind === 'mock' ? mockInterviewXp(score, origin.questionIndex) : sessionXp(score));
      const extraXp = viewer.premium && original.xpAwarded > 0 ? Math.max(0, xpFor(evaluation.score) - original.xpAwarded) : 0;
      const saved = await repo.saveAnswer(open, { answer: text, scoreAfter: evaluation.score, gapClosed: closed, evaluation, extraXp, at: clock.now() }, (tx) =>
        extraXp > 0
          ? award(tx, viewer.id, {
              xp: extraXp,
              skill: SKILL_FOR_TYPE[question.interviewType],
              specialization: original.specialization as SpecializationId,
            })
          : Promise.resolve(undefined),
      );
      if (!saved) throw new HttpError(409, 'already_answered', 'This follow-up has already been answered.');

      const [nextTarget] =
        open.round < MAX_FOLLOW_UPS ? followUpTargets(question, combined, local, asked.map((row) => row.concept)) : [];
      const next = nextTarget ? await ask(viewer.id, origin, question, combined, nextTarget, open.round + 1, evaluation.score) : undefined;
      const answered = asked.map((row) =>
        row.id === open.id ? { ...row, answer: text, scoreAfter: evaluation.score, gapClosed: closed } : row,
      );
      return {
        evaluation,
        scoreBefore,
        scoreAfter: evaluation.score,
        followUps: answered
          .filter((row) => row.answer !== null)
          .map((row) => ({ ...view(row), answer: row.answer ?? '', scoreBefore: row.scoreBefore, scoreAfter: row.scoreAfter ?? row.scoreBefore, gapClosed: row.gapClosed ?? false })),
        ...(next ? { next } : {}),
        xpAwarded: extraXp,
        // The user's progress and what the award did, when XP was added.
        ...saved.then,
      };
    },

    async settings(userId) {
      return { followUps: await repo.followUpsOn(userId) };
    },

    async saveSettings(userId, { followUps }) {
      await repo.setFollowUps(userId, followUps);
      return { followUps };
    },
  };
}
