// XP for practice answers (spec §9, doc 1 §4.7): premium users only, decided on the server from the
// evaluated score; each award also raises the question type's skill and the specialization's XP.
import { findSpecialization, type AwardOutcome, type InterviewType, type ProgressGain, type Skill, type SpecializationId } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { MOCK_INTERVIEW_LENGTH } from './mock-interviews/question-draw';

/** Who is answering, as far as the practice rules care. */
export interface Viewer {
  id: string;
  /** Premium or admin: XP tracking applies. */
  premium: boolean;
}

export interface XpAward {
  xp: number;
  /** The skill that earns the same points. */
  skill: Skill;
  /** The specialization that earns the same XP. */
  specialization: SpecializationId;
  /** The answer completed a mock interview. */
  completedInterview?: boolean;
}

/** A user's progress after an award, and what the award did (for the browser's toasts). */
export interface Awarded<Progress> {
  progress: Progress;
  award: AwardOutcome;
}

/** Adds XP to a user's progress inside the caller's transaction. */
export type AwardXp<Progress> = (tx: Database, userId: string, award: XpAward) => Promise<Awarded<Progress>>;

/**
 * What an answer earns a visitor whose browser keeps their progress (spec 01 §4.7): the same XP,
 * skill points and specialization XP a premium user gets, recorded in the browser, never here.
 */
export function visitorGain({ xp, skill, specialization }: XpAward): ProgressGain {
  // Specialization XP is kept by display name (spec 01 §3).
  return { xp, skillPoints: { [skill]: xp }, specialization: findSpecialization(specialization)?.name ?? null };
}

/** The skill an interview type trains. */
export const SKILL_FOR_TYPE = {
  Technical: 'technical',
  'Case Study': 'problem-solving',
  Motivational: 'communication',
  Gamification: 'technical',
} as const satisfies Record<InterviewType, Skill>;

/** Mock interview: half the score rounded down, the full score for the last (6th) answer. */
export function mockInterviewXp(score: number, questionIndex: number): number {
  return questionIndex === MOCK_INTERVIEW_LENGTH - 1 ? score : Math.floor(score / 2);
}

/** Interview session: the full score. */
export function sessionXp(score: number): number {
  return score;
}
