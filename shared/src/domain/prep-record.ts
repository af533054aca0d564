// The personalized prep record (spec §3) and its fixed texts and limits (§5, §8, §9), shared by the
// browser and the gateway.
import { z } from 'zod';

export const PREP_LEVELS = ['Intern', 'Analyst', 'Associate', 'Manager'] as const;
export type PrepLevel = (typeof PREP_LEVELS)[number];
export const DEFAULT_PREP_LEVEL: PrepLevel = 'Analyst';

export const PREP_STATUSES = ['In Progress', 'Completed'] as const;
export type PrepStatus = (typeof PREP_STATUSES)[number];

export const PREP_SECTIONS = ['technical', 'behavioral', 'case'] as const;
export type PrepSection = (typeof PREP_SECTIONS)[number];

/** §2.11 fallback ideal answers, one per section. */
export const FALLBACK_IDEAL_ANSWERS: Record<PrepSection, string> = {
  technical:
    'A strong answer shows deep technical understanding: define the concept precisely, walk through the mechanics step by step, and support each point with specific examples or a short numerical illustration. Finish by linking it to the position and how you would use it in the role.',
  behavioral:
    'A strong answer follows the STAR method (Situation, Task, Action, Result): set the scene briefly, state your responsibility, describe the specific actions you took yourself, and end with a measurable result and what you learned. Tie the story to what the position and the company look for.',
  case:
    'A strong answer shows structured problem-solving: clarify the objective, lay out a framework that breaks the problem into its drivers, carry out the quantitative analysis with stated assumptions, and close with a clear recommendation, its risks and next steps, showing strategic thinking throughout.',
};

/** §9: minimum generated content. */
export const PREP_MINIMUMS = { technicalRounds: 3, behavioralQuestions: 15, caseQuestions: 5 } as const;

/** §9: polling of the prep record, and the pause before refetching after a change. */
export const PREP_POLL_INTERVAL_MS = 5000;
export const PREP_REFETCH_DELAY_MS = 100;

/** Where the browser keeps the form draft (§2.9, §3 local values). */
export const PREP_FORM_STORAGE_KEY = 'personalizedPrepForm';

export const PREP_TEXT = {
  fillAllFields: 'Please fill out all fields. CV upload is optional.',
  prepInProgress: 'You already have a prep in progress. Complete it or start over before creating a new one.',
  notAuthenticated: 'Not authenticated.',
  answerNotFound: 'Answer not found',
  prepNotFound: 'Personalized prep not found',
  noSubstantialAnswer: 'No substantial answer provided.',
  roundLocked: 'Complete previous rounds first.',
  sectionSubmitted: 'This section has already been submitted. Start over to answer it again.',
  incompleteTechnical: 'Could not generate complete technical interview rounds. Please try again.',
  incompleteBehavioral: 'Could not generate complete behavioral questions. Please try again.',
  incompleteCase: 'Could not generate complete case study. Please try again.',
  resetSucceeded: 'Prep reset successfully',
  resetFailed: 'Error - Could not reset your prep. Please try again.',
  logoutSucceeded: 'Logged out successfully',
  logoutFailed: 'Error - Could not log out. Please try again.',
  generationFailed: (serverText: string) => `Failed to generate AI data: ${serverText}`,
  startFailed: (message: string) => `Could not start personalized prep: ${message}`,
  cvUploadFailed: (message: string) => `CV upload failed: ${message}`,
  cvNoUrl: 'CV uploaded but no URL returned',
  cvUploadError: (message: string) => `Upload error: ${message}`,
  cvUploaded: 'CV uploaded successfully!',
} as const;

/** §5 CV upload rules. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const CV_TEXT = {
  wrongType: 'Please upload a PDF or DOC/DOCX file only',
  tooLarge: 'File size exceeds 5MB limit',
} as const;

/** The §5 CV check a browser can make before uploading (the server also checks the bytes). */
export function checkCvFile(file: { name: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(CV_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.')) return CV_TEXT.wrongType;
  if (file.size > CV_MAX_BYTES) return CV_TEXT.tooLarge;
  return null;
}

/** One question of a prep list; `sourceId` names the bank entry it came from, `keyConcepts` its rubric. */
export interface PrepQuestion {
  question: string;
  sourceId?: string;
  keyConcepts?: string[];
}

export interface TechnicalRound {
  roundName: string;
  questions: PrepQuestion[];
}

export interface CaseTask {
  scenario: string;
  idealStructure: string;
  strongExample: string;
  questions: PrepQuestion[];
}

/** What generation produces (§7.7). */
export interface PrepContent {
  cv_feedback: string[];
  tech_interview: TechnicalRound[];
  behavioral_interview: PrepQuestion[];
  case_task: CaseTask;
}

export interface PrepEvaluation {
  /** 0–50: a 0–5 rating times 10. */
  score: number;
  feedback: string;
  suggestions: string[];
  idealAnswer: string;
  /** Who scored it: the AI service or the built-in evaluator. */
  source?: 'ai' | 'local';
}

export interface PrepAnswer {
  section: PrepSection;
  /** Index of the question in its list, zero-based (shown +1). */
  questionId: number;
  /** The technical round index; 0 for behavioral and case. */
  round: number;
  question: string;
  answer: string;
  evaluation?: PrepEvaluation;
}

/** Which sections the user has submitted: technical round indexes, and the behavioral and case sets. */
export interface SubmittedSections {
  technical: number[];
  behavioral: boolean;
  case: boolean;
}

export const NO_SUBMISSIONS: SubmittedSections = { technical: [], behavioral: false, case: false };

export interface PrepRecord extends PrepContent {
  id: string;
  user_id: string;
  status: PrepStatus;
  user_answers: PrepAnswer[];
  overall_score: number;
  company_name: string;
  position: string;
  level: PrepLevel;
  job_description: string;
  cv_url: string | null;
  company_ideal_profile: string;
  generated_at: string;
  updated_at: string;
  feedback: string | null;
  submitted_sections: SubmittedSections;
  /** 'ai' when the AI service wrote the content, 'local' when it was composed from the question bank. */
  content_source: 'ai' | 'local';
}

const required = z
  .string({ error: PREP_TEXT.fillAllFields })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, PREP_TEXT.fillAllFields));

/** The body of "generate personalized prep" (§7.7), with the §5 rule: everything but the CV is required. */
export const prepRequestSchema = z.object(
  {
    companyName: required.pipe(z.string().max(200, 'Company name must be at most 200 characters')),
    position: required.pipe(z.string().max(200, 'Position must be at most 200 characters')),
    level: z.enum(PREP_LEVELS, { error: PREP_TEXT.fillAllFields }).default(DEFAULT_PREP_LEVEL),
    jobDescription: required.pipe(z.string().max(20_000, 'Job description must be at most 20000 characters')),
    companyIdealProfile: required.pipe(z.string().max(5_000, 'Company ideal profile must be at most 5000 characters')),
    cvKey: z.string().max(500).nullish(),
  },
  { error: PREP_TEXT.fillAllFields },
);
export type PrepRequest = z.output<typeof prepRequestSchema>;
