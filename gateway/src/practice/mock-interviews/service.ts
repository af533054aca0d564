// Rules of the mock interview (spec §2.1, §4, §9): six drawn questions; a visitor may answer only the
// first; a user only their own interview, each question once and in order; premium users earn XP for
// each answer, once, as decided here from the evaluated score.
import { randomUUID } from 'node:crypto';
import type { AwardOutcome, ProgressGain, SpecializationId } from '@bullpen/shared/domain';
import type { AnswerEvaluator, Evaluation } from '../../ai/answer-evaluator';
import { HttpError } from '../../http/http-error';
import { mockInterviewXp, SKILL_FOR_TYPE, visitorGain, type AwardXp, type Viewer } from '../practice-xp';
import { evaluationInput } from '../questions/evaluation-input';
import type { QuestionRepo, QuestionRow } from '../questions/repo';
import { drawMockQuestions, MOCK_INTERVIEW_LENGTH, MOCK_INTERVIEW_PLAN } from './question-draw';
import type { MockInterviewAnswerRow, MockInterviewRepo, MockInterviewRow } from './repo';

export const SIGNUP_REQUIRED_MESSAGE =
  'To continue with more questions, please sign up or log in. This is just a preview of our mock interview feature.';

export interface MockQuestion {
  index: number;
  id: string;
  question: string;
  difficulty: number;
}

export interface MockInterview {
  id: string;
  specialization: string;
  questions: MockQuestion[];
}

export interface MockInterviewAnswer {
  questionIndex: number;
  questionId: string;
  answer: string;
  evaluation: Evaluation;
  xpAwarded: number;
  createdAt: string;
}

export interface MockInterviewDetail extends MockInterview {
  createdAt: string;
  answers: MockInterviewAnswer[];
}

export interface AnswerResult<Progress> {
  evaluation: Evaluation;
  xpAwarded: number;
  /** The user's progress after the award; only when XP was awarded. */
  progress?: Progress;
  /** What the award did (XP, level, skills, streak); with `progress`. */
  award?: AwardOutcome;
  /** A visitor's answer: what it earns in the visitor's own browser (spec 01 §4.7). */
  visitorGain?: ProgressGain;
}

export interface MockInterviewService<Progress> {
  start(viewer: Viewer | undefined, specialization: SpecializationId): Promise<MockInterview>;
  answer(viewer: Viewer | undefined, interviewId: string, questionIndex: number, answer: string): Promise<AnswerResult<Progress>>;
  get(viewer: Viewer | undefined, interviewId: string): Promise<MockInterviewDetail>;
}

const notFound = () => new HttpError(404, 'not_found', 'Interview not found.');

function toEvaluation(row: MockInterviewAnswerRow): Evaluation {
  const { score, level, feedback, suggestions, source, notice } = row;
  return { score, level, feedback, suggestions, source, ...(notice ? { notice } : {}) };
}

export function createMockInterviewService<Progress>(deps: {
  interviews: MockInterviewRepo;
  questions: QuestionRepo;
  evaluator: AnswerEvaluator;
  awardXp: AwardXp<Progress>;
}): MockInterviewService<Progress> {
  const { interviews, questions, evaluator, awardXp } = deps;

  async function questionsOf(interview: MockInterviewRow): Promise<QuestionRow[]> {
    const rows = new Map((await questions.findByIds(interview.questionIds)).map((row) => [row.id, row]));
    return interview.questionIds.map((id) => {
      const row = rows.get(id);
      if (!row) throw new Error(`mock interview ${interview.id} refers to missing question ${id}`);
      return row;
    });
  }

  function view(interview: MockInterviewRow, rows: QuestionRow[]): MockInterview {
    return {
      id: interview.id,
      specialization: interview.specialization,
      questions: rows.map((row, index) => ({ index, id: row.id, question: row.question, difficulty: row.difficulty })),
    };
  }

  /** The interview, if this viewer may use it. A visitor's interview is open to whoever holds its id. */
  async function accessible(viewer: Viewer | undefined, interviewId: string): Promise<MockInterviewRow> {
    const interview = await interviews.find(interviewId);
    if (!interview) throw notFound();
    if (interview.userId !== null && interview.userId !== viewer?.id) throw notFound();
    return interview;
  }

  return {
    async start(viewer, specialization) {
      const candidates = await questions.list({ specialization, interviewTypes: [...new Set(MOCK_INTERVIEW_PLAN)] }, 'easiest');
      const id = randomUUID();
      const questionIds = drawMockQuestions(id, candidates);
      if (questionIds.length < MOCK_INTERVIEW_LENGTH) {
        throw new HttpError(503, 'bank_too_small', 'This specialization does not have enough questions for a mock interview yet.');
      }
      const interview = await interviews.create({ id, userId: viewer?.id ?? null, specialization, questionIds });
      return view(interview, await questionsOf(interview));
    },

    async answer(viewer, interviewId, questionIndex, answer) {
      const found = await interviews.find(interviewId);
      if (!found) throw notFound();
      if (found.userId === null && !viewer && questionIndex >= 1) {
        throw new HttpError(401, 'signup_required', SIGNUP_REQUIRED_MESSAGE);
      }
      // A visitor who signs in part-way continues the interview as their own.
      if (found.userId === null && viewer && !(await interviews.claim(found.id, viewer.id))) throw notFound();
      const interview = await accessible(viewer, interviewId);

      const answered = await interviews.answers(interview.id);
      if (answered.some((a) => a.questionIndex === questionIndex)) {
        throw new HttpError(409, 'already_answered', 'This question has already been answered.');
      }
      if (questionIndex !== answered.length) {
        throw new HttpError(409, 'out_of_order', `Answer question ${answered.length + 1} first.`);
      }

      const question = (await questionsOf(interview))[questionIndex];
      if (!question) throw new HttpError(400, 'invalid_input', 'There is no such question in this interview.');
      const evaluation = await evaluator.evaluate(evaluationInput(question, answer));
      const premiumUser = viewer?.premium ? viewer : undefined;
      const earned = mockInterviewXp(evaluation.score, questionIndex);
      const xpAwarded = premiumUser ? earned : 0;
      const completedInterview = questionIndex === MOCK_INTERVIEW_LENGTH - 1;
      const skill = SKILL_FOR_TYPE[question.interviewType];
      const specialization = interview.specialization as SpecializationId;

      const saved = await interviews.saveAnswer(
        {
          interviewId: interview.id,
          questionIndex,
          questionId: question.id,
          answer,
          ...evaluation,
          notice: evaluation.notice ?? null,
          xpAwarded,
        },
        async (tx) =>
          premiumUser && (xpAwarded > 0 || completedInterview)
            ? awardXp(tx, premiumUser.id, { xp: xpAwarded, skill, specialization, completedInterview })
            : undefined,
      );
      // Another request stored this answer while this one was being evaluated.
      if (!saved) throw new HttpError(409, 'already_answered', 'This question has already been answered.');
      return {
        evaluation,
        xpAwarded,
        ...saved.then,
        ...(viewer ? {} : { visitorGain: visitorGain({ xp: earned, skill, specialization, completedInterview }) }),
      };
    },

    async get(viewer, interviewId) {
      const interview = await accessible(viewer, interviewId);
      const [rows, answers] = await Promise.all([questionsOf(interview), interviews.answers(interview.id)]);
      return {
        ...view(interview, rows),
        createdAt: interview.createdAt.toISOString(),
        answers: answers.map((a) => ({
          questionIndex: a.questionIndex,
          questionId: a.questionId,
          answer: a.answer,
          evaluation: toEvaluation(a),
          xpAwarded: a.xpAwarded,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  };
}
