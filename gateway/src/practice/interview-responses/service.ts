// Rules of interview-session answers (spec §2.5, §4, §7.3): the answer is saved, evaluated, and the
// score and feedback written back; a premium user earns the full score as XP, once per question per
// session (the browser's session id, or the server's day when it sends none).
import type { AwardOutcome, InterviewType, SpecializationId } from '@bullpen/shared/domain';
import type { AnswerEvaluator, Evaluation } from '../../ai/answer-evaluator';
import { HttpError } from '../../http/http-error';
import { SKILL_FOR_TYPE, sessionXp, type AwardXp, type Viewer } from '../practice-xp';
import { evaluationInput } from '../questions/evaluation-input';
import type { QuestionRepo } from '../questions/repo';
import type { InterviewResponseRepo, InterviewResponseRow, ResponseFilter } from './repo';

export interface InterviewResponse {
  id: string;
  questionId: string;
  specialization: string;
  interviewType: string;
  userAnswer: string;
  evaluationScore: number | null;
  feedback: string | null;
  evaluation: Evaluation | null;
  xpAwarded: number;
  createdAt: string;
}

export interface SubmittedAnswer {
  questionId: string;
  specialization: SpecializationId;
  interviewType: InterviewType;
  answer: string;
  /** The browser's interview session; absent: the session is the server's UTC day. */
  sessionId?: string;
}

export interface SubmitResult<Progress> {
  response: InterviewResponse;
  evaluation: Evaluation;
  xpAwarded: number;
  /** The user's progress after the award, and what the award did; only when XP was awarded. */
  progress?: Progress;
  award?: AwardOutcome;
}

export interface InterviewResponseService<Progress> {
  submit(viewer: Viewer, submitted: SubmittedAnswer, now?: Date): Promise<SubmitResult<Progress>>;
  list(viewer: Viewer, filter: ResponseFilter): Promise<InterviewResponse[]>;
  get(viewer: Viewer, id: string): Promise<InterviewResponse>;
}

/** Enough for every answer a user gives in practice; the list is newest first. */
const LIST_LIMIT = 500;

export function toInterviewResponse(row: InterviewResponseRow): InterviewResponse {
  return {
    id: row.id,
    questionId: row.questionId,
    specialization: row.specialization,
    interviewType: row.interviewType,
    userAnswer: row.userAnswer,
    evaluationScore: row.evaluationScore,
    feedback: row.feedback,
    evaluation: row.evaluation,
    xpAwarded: row.xpAwarded,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createInterviewResponseService<Progress>(deps: {
  responses: InterviewResponseRepo;
  questions: QuestionRepo;
  evaluator: AnswerEvaluator;
  awardXp: AwardXp<Progress>;
}): InterviewResponseService<Progress> {
  const { responses, questions, evaluator, awardXp } = deps;

  return {
    async submit(viewer, { questionId, specialization, interviewType, answer, sessionId }, now = new Date()) {
      const [question] = await questions.findByIds([questionId]);
      if (!question) {
        throw new HttpError(400, 'invalid_input', 'questionId: No such question', { questionId: 'No such question' });
      }
      const sessionKey = sessionId ?? `day:${now.toISOString().slice(0, 10)}`;
      const saved = await responses.insert({ userId: viewer.id, questionId, specialization, interviewType, userAnswer: answer, sessionKey });
      const evaluation = await evaluator.evaluate(evaluationInput(question, answer));
      const written = await responses.saveEvaluation(saved.id, evaluation, viewer.premium ? sessionXp(evaluation.score) : 0, async (tx, xpAwarded) =>
        viewer.premium && xpAwarded > 0
          ? awardXp(tx, viewer.id, { xp: xpAwarded, skill: SKILL_FOR_TYPE[question.interviewType], specialization })
          : undefined,
      );
      if (!written) throw new Error(`interview response ${saved.id} was evaluated twice`);
      return {
        response: toInterviewResponse(written.row),
        evaluation,
        xpAwarded: written.row.xpAwarded,
        ...written.then,
      };
    },

    async list(viewer, filter) {
      return (await responses.listForUser(viewer.id, filter, LIST_LIMIT)).map(toInterviewResponse);
    },

    async get(viewer, id) {
      const row = await responses.findForUser(viewer.id, id);
      if (!row) throw new HttpError(404, 'not_found', 'Response not found.');
      return toInterviewResponse(row);
    },
  };
}
