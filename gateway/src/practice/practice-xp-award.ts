// XP for a practice answer (mock interview, interview session, follow-up, review) goes through the
// progress component, in the caller's transaction; the reply carries the user's progress and what the
// award did (for the browser's toasts).
import { findSpecialization } from '@bullpen/shared/domain';
import { progressJson } from '../progress/routes';
import { awardProgress } from '../progress/service';
import type { XpAward } from './practice-xp';

export async function awardPracticeXp(tx: Parameters<typeof awardProgress>[0], userId: string, { xp, skill, specialization, completedInterview }: XpAward) {
  const { progress, outcome } = await awardProgress(tx, userId, {
    xp,
    skills: { [skill]: xp },
    // Specialization XP is kept by display name (spec 01 §3).
    specialization: findSpecialization(specialization)?.name,
    completedInterview,
  });
  return { progress: progressJson(progress), award: outcome };
}
