// The admin portal's real figures (spec 02 §2.13, which had sample numbers): dashboard stats, the
// Candidates tab (top five by the leaderboard maths, recent activity), Insights and the results report.
import {
  EVALUATION_MAX,
  findSpecialization,
  leaderboardEntry,
  rankLeaderboard,
  SPECIALIZATIONS,
  type LeaderboardEntry,
  type ScoreAggregate,
} from '@bullpen/shared/domain';
import type { ActivityItem, DashboardStats, Insights, TopCandidate } from '@bullpen/shared/contracts';
import { toCsv } from './csv';
import type { OverviewRepo, PersonRow, ResultRow } from './overview-repo';

export interface OverviewService {
  dashboard(): Promise<DashboardStats>;
  candidates(): Promise<{ topFive: TopCandidate[]; recentActivity: ActivityItem[] }>;
  insights(): Promise<Insights>;
  resultsCsv(): Promise<string>;
}

export interface OverviewDeps {
  repo: OverviewRepo;
  /** Leaderboard aggregates of everyone with an evaluated answer. */
  allAggregates: () => Promise<Map<string, ScoreAggregate[]>>;
  adminEmails: readonly string[];
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS_SHOWN = 8;
const RECENT_SHOWN = 8;
/** More rows than any report of this product needs; the export stays bounded. */
export const REPORT_ROW_LIMIT = 100_000;

const percent = (score: number) => Math.round((score / EVALUATION_MAX) * 100);
const specializationName = (value: string) => findSpecialization(value)?.name ?? value;
const displayName = (person: PersonRow | undefined) => person?.fullName?.trim() || person?.email || 'Visitor';

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
}

export const RESULTS_CSV_HEADER = ['answered_at', 'email', 'name', 'source', 'specialization', 'interview_type', 'question_id', 'question', 'score_out_of_50'];

export function createOverviewService({ repo, allAggregates, adminEmails, now = () => new Date() }: OverviewDeps): OverviewService {
  return {
    async dashboard() {
      const [users, premiumUsers, interviewsThisWeek, average] = await Promise.all([
        repo.countUsers(),
        repo.countPremiumUsers(adminEmails),
        repo.countInterviewsSince(new Date(now().getTime() - 7 * DAY_MS)),
        repo.averageScore(),
      ]);
      return { users, premiumUsers, interviewsThisWeek, averageScore: average === null ? null : percent(average) };
    },

    async candidates() {
      const [aggregates, recent] = await Promise.all([allAggregates(), repo.recentResults(RECENT_SHOWN)]);
      const ids = new Set<string>([...aggregates.keys(), ...recent.flatMap((row) => (row.userId ? [row.userId] : []))]);
      const people = await repo.people([...ids]);
      const entries = [...aggregates].flatMap(([userId, list]) => {
        const person = people.get(userId);
        const entry: LeaderboardEntry | null = leaderboardEntry(
          { userId, name: person?.fullName ?? person?.email ?? null, university: person?.university ?? null, xp: person?.xp ?? 0 },
          list,
          'all',
        );
        return entry ? [entry] : [];
      });
      const topFive = rankLeaderboard(entries, 'top', '', 5).map((entry) => ({
        rank: entry.rank,
        userId: entry.userId,
        name: entry.name,
        university: entry.university,
        score: entry.score,
        xp: entry.xp,
      }));
      const recentActivity = recent.map((row: ResultRow) => ({
        userId: row.userId,
        name: displayName(row.userId ? people.get(row.userId) : undefined),
        specialization: specializationName(row.specialization),
        interviewType: row.interviewType,
        score: percent(row.score),
        at: row.answeredAt.toISOString(),
      }));
      return { topFive, recentActivity };
    },

    async insights() {
      const firstWeek = new Date(weekStart(now()).getTime() - (WEEKS_SHOWN - 1) * 7 * DAY_MS);
      const [{ bySpecialization, byType }, signups] = await Promise.all([repo.scoreBreakdown(), repo.signupsByWeek(firstWeek)]);
      const counts = new Map(signups.map((row) => [weekStart(row.week).toISOString().slice(0, 10), row.n]));
      return {
        bySpecialization: SPECIALIZATIONS.map((spec) => {
          const rows = bySpecialization.filter((row) => findSpecialization(row.key)?.id === spec.id);
          const answers = rows.reduce((n, row) => n + row.n, 0);
          const sum = rows.reduce((n, row) => n + row.average * row.n, 0);
          return { id: spec.id, name: spec.name, answers, averageScore: answers ? percent(sum / answers) : 0 };
        }),
        byType: byType.map((row) => ({ type: row.key, answers: row.n })).sort((a, b) => b.answers - a.answers || a.type.localeCompare(b.type)),
        signupsByWeek: Array.from({ length: WEEKS_SHOWN }, (_, i) => {
          const day = new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
          return { weekStart: day, signups: counts.get(day) ?? 0 };
        }),
      };
    },

    async resultsCsv() {
      const rows = await repo.allResults(REPORT_ROW_LIMIT);
      return toCsv(
        RESULTS_CSV_HEADER,
        rows.map((row) => [
          row.answeredAt,
          row.email,
          row.fullName,
          row.source === 'mock' ? 'Mock interview' : 'Interview session',
          specializationName(row.specialization),
          row.interviewType,
          row.questionId,
          row.question,
          row.score,
        ]),
      );
    },
  };
}
