// The analysis report's maths (§9 "Analysis report") and the prep status rules (§4): section and
// overall percentages, rating, completion, strengths, improvement topics, round unlocking.
import {
  NO_SUBMISSIONS,
  PREP_TEXT,
  type PrepAnswer,
  type PrepContent,
  type PrepSection,
  type PrepStatus,
  type SubmittedSections,
} from './prep-record';

/** Each answer scores 0–50. */
export const PREP_ANSWER_MAX = 50;
/** §9: strengths are answers scoring at least this, first 3 shown. */
export const STRENGTH_THRESHOLD = 40;
export const STRENGTHS_SHOWN = 3;
export const IMPROVEMENT_TOPICS_SHOWN = 5;
export const IMPROVEMENT_KEYWORDS = [
  'specific',
  'example',
  'structure',
  'clarity',
  'detail',
  'knowledge',
  'analysis',
  'quantify',
  'framework',
  'technical',
  'communication',
] as const;

export const ANALYSIS_EMPTY_TEXT = {
  improvements: 'Complete more questions to see improvement suggestions',
  strengths: 'Complete more questions to identify your strengths',
  round: 'No questions answered in this round yet',
  behavioral: 'No behavioral questions answered yet',
  case: 'No case study questions answered yet',
} as const;

export interface Rating {
  label: 'Perfect Preparation' | 'Solid Preparation' | 'Needs Improvement';
  /** A Chakra colour palette. */
  color: 'green' | 'blue' | 'orange';
}

/** §9: 80 or above Perfect (green); 70–79 Solid (blue); below 70 Needs Improvement (orange). */
export function ratingFor(percent: number): Rating {
  if (percent >= 80) return { label: 'Perfect Preparation', color: 'green' };
  if (percent >= 70) return { label: 'Solid Preparation', color: 'blue' };
  return { label: 'Needs Improvement', color: 'orange' };
}

export function answerScore(answer: PrepAnswer): number {
  return answer.evaluation?.score ?? 0;
}

/** Rounded percentage of `score` out of `max`; 0 when there is no maximum. */
export function percentOf(score: number, max: number): number {
  return max > 0 ? Math.round((score / max) * 100) : 0;
}

export interface SectionResult {
  /** Answers given in the section. */
  answered: number;
  score: number;
  /** 50 × answered. */
  max: number;
  percent: number;
}

export function sectionResult(answers: readonly PrepAnswer[], section: PrepSection): SectionResult {
  const mine = answers.filter((a) => a.section === section);
  const score = mine.reduce((sum, a) => sum + answerScore(a), 0);
  const max = PREP_ANSWER_MAX * mine.length;
  return { answered: mine.length, score, max, percent: percentOf(score, max) };
}

export interface ImprovementTopic {
  topic: string;
  /** Evaluations whose suggestions mention the topic. */
  count: number;
  label: string;
}

export interface PrepAnalysis {
  technical: SectionResult;
  behavioral: SectionResult;
  case: SectionResult;
  overall: { score: number; max: number; percent: number; rating: Rating };
  completion: { answered: number; total: number; percent: number };
  strengths: string[];
  improvements: ImprovementTopic[];
}

export type AnalysedPrep = Pick<PrepContent, 'tech_interview' | 'behavioral_interview' | 'case_task'> & {
  user_answers: readonly PrepAnswer[];
};

export function totalQuestions(prep: Pick<PrepContent, 'tech_interview' | 'behavioral_interview' | 'case_task'>): number {
  const technical = prep.tech_interview.reduce((sum, round) => sum + round.questions.length, 0);
  return technical + prep.behavioral_interview.length + prep.case_task.questions.length;
}

export function analysePrep(prep: AnalysedPrep): PrepAnalysis {
  const answers = prep.user_answers;
  const technical = sectionResult(answers, 'technical');
  const behavioral = sectionResult(answers, 'behavioral');
  const caseStudy = sectionResult(answers, 'case');
  const score = technical.score + behavioral.score + caseStudy.score;
  const max = Math.max(1, technical.max + behavioral.max + caseStudy.max);
  const overallPercent = percentOf(score, max);
  const total = totalQuestions(prep);
  return {
    technical,
    behavioral,
    case: caseStudy,
    overall: { score, max, percent: overallPercent, rating: ratingFor(overallPercent) },
    completion: { answered: answers.length, total, percent: percentOf(answers.length, total) },
    strengths: strengths(answers),
    improvements: improvementTopics(answers),
  };
}

/** §9 label of an answer: 'Technical Round N: Question M', 'Behavioral Question M', 'Case Study Question M'. */
export function answerLabel(answer: Pick<PrepAnswer, 'section' | 'round' | 'questionId'>): string {
  const m = answer.questionId + 1;
  if (answer.section === 'technical') return `Technical Round ${answer.round + 1}: Question ${m}`;
  if (answer.section === 'behavioral') return `Behavioral Question ${m}`;
  return `Case Study Question ${m}`;
}

export function strengths(answers: readonly PrepAnswer[]): string[] {
  return answers
    .filter((a) => answerScore(a) >= STRENGTH_THRESHOLD)
    .slice(0, STRENGTHS_SHOWN)
    .map(answerLabel);
}

/** Counts, per keyword, the evaluations whose suggestions mention it; the top 5, most frequent first. */
export function improvementTopics(answers: readonly PrepAnswer[]): ImprovementTopic[] {
  const texts = answers
    .filter((a) => a.evaluation)
    .map((a) => (a.evaluation?.suggestions ?? []).join(' ').toLowerCase());
  return IMPROVEMENT_KEYWORDS.map((topic) => ({ topic, count: texts.filter((t) => t.includes(topic)).length }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, IMPROVEMENT_TOPICS_SHOWN)
    .map((t) => ({ ...t, label: `${t.topic} - ${t.count} evaluations` }));
}

/** §9: each ideal-answer panel has its own key: section, round index (0 if none) and questionId. */
export function idealAnswerKey(answer: Pick<PrepAnswer, 'section' | 'round' | 'questionId'>): string {
  return `${answer.section}-${answer.round ?? 0}-${answer.questionId}`;
}

/** A section's answers ordered by question; technical answers of one round only. */
export function answersOf(answers: readonly PrepAnswer[], section: PrepSection, round?: number): PrepAnswer[] {
  return answers
    .filter((a) => a.section === section && (round === undefined || a.round === round))
    .sort((a, b) => a.questionId - b.questionId);
}

// ---------------------------------------------------------------------------------------------
// Status (§4)
// ---------------------------------------------------------------------------------------------

/** Overall score: the sum of the scores of all evaluated answers. */
export function overallScore(answers: readonly PrepAnswer[]): number {
  return answers.reduce((sum, a) => sum + answerScore(a), 0);
}

/** Rounds submitted in order from the first: round N is open when N is at most this (§4). */
export function currentRoundLevel(submitted: SubmittedSections): number {
  let level = 0;
  while (submitted.technical.includes(level)) level++;
  return level;
}

export function isRoundUnlocked(submitted: SubmittedSections, round: number): boolean {
  return round <= currentRoundLevel(submitted);
}

export function isSectionSubmitted(submitted: SubmittedSections, section: PrepSection, round = 0): boolean {
  if (section === 'technical') return submitted.technical.includes(round);
  return submitted[section];
}

/** Completed when every technical round, the behavioral set and the case set are submitted. */
export function prepStatusFor(submitted: SubmittedSections, roundCount: number): PrepStatus {
  const allRounds = Array.from({ length: roundCount }, (_, r) => r).every((r) => submitted.technical.includes(r));
  return allRounds && submitted.behavioral && submitted.case ? 'Completed' : 'In Progress';
}

export class RoundLockedError extends Error {
  override name = 'RoundLockedError';
}

/** Marks a section (or a technical round) submitted; a round needs every earlier round submitted first. */
export function withSubmitted(submitted: SubmittedSections, section: PrepSection, round = 0): SubmittedSections {
  if (section !== 'technical') return { ...submitted, [section]: true };
  if (!isRoundUnlocked(submitted, round)) throw new RoundLockedError(PREP_TEXT.roundLocked);
  if (submitted.technical.includes(round)) return submitted;
  return { ...submitted, technical: [...submitted.technical, round].sort((a, b) => a - b) };
}

/** Start Over: nothing submitted, no answers, score 0, In Progress. */
export function resetState(): { submitted: SubmittedSections; answers: PrepAnswer[]; score: number; status: PrepStatus } {
  return { submitted: { ...NO_SUBMISSIONS, technical: [] }, answers: [], score: 0, status: 'In Progress' };
}

/** Saves one answer: replaces the one with the same section, questionId and round, or appends it. */
export function upsertAnswer(answers: readonly PrepAnswer[], answer: PrepAnswer): PrepAnswer[] {
  const same = (a: PrepAnswer) => a.section === answer.section && a.questionId === answer.questionId && a.round === answer.round;
  const index = answers.findIndex(same);
  if (index === -1) return [...answers, answer];
  return answers.map((a, i) => (i === index ? answer : a));
}
