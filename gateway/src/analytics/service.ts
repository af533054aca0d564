// The signed-in user's dashboard: their real answers, runs and progress, with the leaderboard's
// aggregates reconciled when they disagree with the answers, and newly earned badges stored.
import type { Challenge } from '@bullpen/shared/domain';
import type { ChallengeAttemptRepo } from '../challenges/repo';
import type { Database } from '../db/connection';
import type { LeaderboardService } from '../leaderboard/service';
import { changeProgress } from '../progress/repo';
import { getProgress } from '../progress/service';
import type { AnalyticsDashboard } from '@bullpen/shared/contracts';
import { buildDashboard } from './dashboard';
import type { AnalyticsRepo } from './repo';

export interface AnalyticsService {
  dashboard(userId: string): Promise<AnalyticsDashboard>;
}

export interface AnalyticsDeps {
  db: Database;
  repo: AnalyticsRepo;
  attempts: ChallengeAttemptRepo;
  leaderboard: LeaderboardService;
  challenges: readonly Challenge[];
}

export function createAnalyticsService({ db, repo, attempts, leaderboard, challenges }: AnalyticsDeps): AnalyticsService {
  /** The aggregates, rebuilt first when they do not count the user's session answers (reconciliation on read). */
  async function aggregatesFor(userId: string, sessionAnswers: number) {
    const aggregates = await leaderboard.aggregatesOf(userId);
    if (aggregates.reduce((n, a) => n + a.responses, 0) === sessionAnswers) return aggregates;
    await leaderboard.rebuild([userId]);
    return leaderboard.aggregatesOf(userId);
  }

  return {
    async dashboard(userId) {
      const [progress, answers, runs] = await Promise.all([getProgress(db, userId), repo.answersOf(userId), attempts.listForUser(userId)]);
      const aggregates = await aggregatesFor(userId, answers.filter((a) => a.source === 'session').length);
      const dashboard = buildDashboard({ progress, answers, attempts: runs, aggregates, challenges });
      const earned = dashboard.badges.filter((b) => b.unlocked && !progress.badges.includes(b.id)).map((b) => b.id);
      // Stored once earned, so a badge stays when the measure behind it falls back (a broken streak).
      if (earned.length) {
        await changeProgress(db, userId, (current) => ({ progress: { ...current, badges: [...new Set([...current.badges, ...earned])] } }));
      }
      return dashboard;
    },
  };
}
