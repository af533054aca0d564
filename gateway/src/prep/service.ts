// Rules of personalized prep, free of HTTP: one prep In Progress per user (§4), a user sees only
// their own preps, answers saved and evaluated one by one, sections submitted in order, Start Over.
import {
  answersOf,
  isRoundUnlocked,
  isSectionSubmitted,
  NO_SUBMISSIONS,
  overallScore,
  PREP_TEXT,
  prepStatusFor,
  resetState,
  RoundLockedError,
  upsertAnswer,
  withSubmitted,
  type PrepAnswer,
  type PrepQuestion,
  type PrepRecord,
  type PrepRequest,
  type PrepSection,
} from '@bullpen/shared/domain';
import { HttpError } from '../http/http-error';
import { CV_SKIPPED_NOTICE, type CvReading } from './cv-text';
import type { PrepAnswerEvaluator } from './evaluation';
import type { PrepContentGenerator } from './generation';
import { PrepInProgressConflict, type PrepChanges, type PrepRepo, type PrepRow } from './repo';

export interface AnswerRef {
  section: PrepSection;
  questionId: number;
  round: number;
}

export interface PrepFeedback {
  likes: string;
  improvements: string;
  other_suggestions: string;
}

export interface PrepService {
  list(userId: string): Promise<PrepRecord[]>;
  get(userId: string, id: string): Promise<PrepRecord>;
  create(userId: string, request: PrepRequest): Promise<PrepRecord>;
  saveAnswer(userId: string, id: string, ref: AnswerRef, answer: string): Promise<PrepRecord>;
  evaluateAnswer(userId: string, id: string, ref: AnswerRef): Promise<PrepRecord>;
  submitSection(userId: string, id: string, section: PrepSection, round: number): Promise<PrepRecord>;
  reset(userId: string, id: string): Promise<PrepRecord>;
  addFeedback(userId: string, id: string, feedback: PrepFeedback): Promise<{ id: string }>;
}

/** Reads the CV a user uploaded for a prep: its text (null when there is none we can read), or skipped. */
export type CvTextReader = (userId: string, cvKey: string) => Promise<CvReading>;

const NO_CV: CvReading = { text: null, skipped: false };

export interface PrepServiceDeps {
  repo: PrepRepo;
  generator: PrepContentGenerator;
  evaluator: PrepAnswerEvaluator;
  readCvText: CvTextReader;
}

const prepInProgress = () => new HttpError(409, 'prep_in_progress', PREP_TEXT.prepInProgress);
const prepGenerating = () => new HttpError(409, 'prep_in_progress', 'Your prep is already being generated. It will be ready in a moment.');
const prepNotFound = () => new HttpError(404, 'not_found', PREP_TEXT.prepNotFound);

export function toPrepRecord(row: PrepRow): PrepRecord {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    cv_feedback: row.cvFeedback,
    tech_interview: row.techInterview,
    behavioral_interview: row.behavioralInterview,
    case_task: row.caseTask,
    user_answers: row.userAnswers,
    submitted_sections: row.submittedSections,
    overall_score: row.overallScore,
    company_name: row.companyName,
    position: row.position,
    level: row.level,
    job_description: row.jobDescription,
    cv_url: row.cvUrl,
    company_ideal_profile: row.companyIdealProfile,
    content_source: row.contentSource,
    feedback: row.feedback,
    generated_at: row.generatedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The question an answer refers to, or undefined when the prep has no such question. */
export function questionAt(row: PrepRow, ref: AnswerRef): PrepQuestion | undefined {
  if (ref.section === 'technical') return row.techInterview[ref.round]?.questions[ref.questionId];
  if (ref.round !== 0) return undefined;
  const list = ref.section === 'behavioral' ? row.behavioralInterview : row.caseTask.questions;
  return list[ref.questionId];
}

const sameAnswer = (ref: AnswerRef) => (a: PrepAnswer) => a.section === ref.section && a.questionId === ref.questionId && a.round === ref.round;

export function createPrepService({ repo, generator, evaluator, readCvText }: PrepServiceDeps): PrepService {
  async function owned(userId: string, id: string): Promise<PrepRow> {
    const row = await repo.findForUser(userId, id);
    if (!row) throw prepNotFound();
    return row;
  }

  async function change(userId: string, id: string, apply: (row: PrepRow) => PrepChanges): Promise<PrepRecord> {
    try {
      const row = await repo.update(userId, id, apply);
      if (!row) throw prepNotFound();
      return toPrepRecord(row);
    } catch (error) {
      if (error instanceof PrepInProgressConflict) throw prepInProgress();
      throw error;
    }
  }

  /** Reads the CV, writes the content (possibly with the AI service) and stores the prep. */
  async function generateAndInsert(userId: string, request: PrepRequest): Promise<PrepRecord> {
    const cvKey = request.cvKey || null;
    const cv = cvKey ? await readCvText(userId, cvKey) : NO_CV;
    const { content, source } = await generator.generate({ ...request, cvText: cv.text });
    // A CV that could not be read in budget is left out, and the feedback says so first.
    const cvFeedback = cv.skipped ? [CV_SKIPPED_NOTICE, ...content.cv_feedback] : content.cv_feedback;
    try {
      const row = await repo.insert({
        userId,
        status: 'In Progress',
        cvFeedback,
        techInterview: content.tech_interview,
        behavioralInterview: content.behavioral_interview,
        caseTask: content.case_task,
        userAnswers: [],
        submittedSections: NO_SUBMISSIONS,
        overallScore: 0,
        companyName: request.companyName,
        position: request.position,
        level: request.level,
        jobDescription: request.jobDescription,
        companyIdealProfile: request.companyIdealProfile,
        cvUrl: cvKey,
        contentSource: source,
      });
      return toPrepRecord(row);
    } catch (error) {
      if (error instanceof PrepInProgressConflict) throw prepInProgress();
      throw error;
    }
  }

  return {
    async list(userId) {
      return (await repo.listForUser(userId)).map(toPrepRecord);
    },

    async get(userId, id) {
      return toPrepRecord(await owned(userId, id));
    },

    async create(userId, request) {
      if (await repo.hasInProgress(userId)) throw prepInProgress();
      // One generation per user at a time, claimed atomically before the CV is read or the AI called.
      if (!(await repo.claimGeneration(userId))) throw prepGenerating();
      try {
        // Checked again under the claim: a create that finished meanwhile has made the prep.
        if (await repo.hasInProgress(userId)) throw prepInProgress();
        return await generateAndInsert(userId, request);
      } finally {
        await repo.releaseGeneration(userId);
      }
    },

    saveAnswer(userId, id, ref, answer) {
      return change(userId, id, (row) => {
        const question = questionAt(row, ref);
        if (!question) throw new HttpError(400, 'question_not_found', 'This question is not part of your prep.');
        if (isSectionSubmitted(row.submittedSections, ref.section, ref.round)) {
          throw new HttpError(409, 'section_submitted', PREP_TEXT.sectionSubmitted);
        }
        if (ref.section === 'technical' && !isRoundUnlocked(row.submittedSections, ref.round)) {
          throw new HttpError(409, 'round_locked', PREP_TEXT.roundLocked);
        }
        // A new answer text replaces the old one and its evaluation.
        const answers = upsertAnswer(row.userAnswers, { ...ref, question: question.question, answer });
        return { userAnswers: answers, overallScore: overallScore(answers), status: 'In Progress' };
      });
    },

    async evaluateAnswer(userId, id, ref) {
      const row = await owned(userId, id);
      const answer = row.userAnswers.find(sameAnswer(ref));
      const question = questionAt(row, ref);
      if (!answer || !question) throw new HttpError(404, 'answer_not_found', PREP_TEXT.answerNotFound);
      // The evaluation (possibly an AI call) runs outside the row lock; it is kept only if the
      // answer has not been changed meanwhile.
      const evaluation = await evaluator.evaluate(row, answer, question);
      return change(userId, id, (current) => {
        const answers = current.userAnswers.map((a) => (sameAnswer(ref)(a) && a.answer === answer.answer ? { ...a, evaluation } : a));
        return {
          userAnswers: answers,
          overallScore: overallScore(answers),
          status: prepStatusFor(current.submittedSections, current.techInterview.length),
        };
      });
    },

    submitSection(userId, id, section, round) {
      return change(userId, id, (row) => {
        if (section === 'technical' && !row.techInterview[round]) {
          throw new HttpError(400, 'round_not_found', 'This round is not part of your prep.');
        }
        const answers = answersOf(row.userAnswers, section, section === 'technical' ? round : undefined);
        if (!answers.length || answers.some((a) => !a.evaluation)) {
          throw new HttpError(409, 'section_not_ready', 'Save and evaluate your answers before submitting this section.');
        }
        let submitted;
        try {
          submitted = withSubmitted(row.submittedSections, section, round);
        } catch (error) {
          if (error instanceof RoundLockedError) throw new HttpError(409, 'round_locked', PREP_TEXT.roundLocked);
          throw error;
        }
        return { submittedSections: submitted, status: prepStatusFor(submitted, row.techInterview.length) };
      });
    },

    reset(userId, id) {
      const start = resetState();
      return change(userId, id, () => ({
        userAnswers: start.answers,
        overallScore: start.score,
        submittedSections: start.submitted,
        status: start.status,
      }));
    },

    async addFeedback(userId, id, feedback) {
      await owned(userId, id);
      const feedbackId = await repo.insertFeedback(id, {
        likes: feedback.likes,
        improvements: feedback.improvements,
        otherSuggestions: feedback.other_suggestions,
      });
      return { id: feedbackId };
    },
  };
}
