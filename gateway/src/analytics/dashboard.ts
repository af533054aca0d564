// The analytics dashboard built from a user's real results (spec §2.3, §3): activity results,
// strengths, career match, charts, badges and milestones. Pure: the service feeds it rows.
import {
  aggregatesInScope,
  averagesByType,
  combinedScore,
  evaluateBadges,
  findSpecialization,
  LEADERBOARD_TYPES,
  masteryText,
  MASTERY_XP,
  milestones,
  SKILLS,
  specializationAchievements,
  SPECIALIZATIONS,
  streakCard,
  type AnswerFact,
  type BadgeFacts,
  type Challenge,
  type ChallengeRunFact,
  type InterviewType,
  type ScoreAggregate,
  type SpecializationAchievement,
  type SpecializationId,
  type UserProgress,
} from '@bullpen/shared/domain';
import type { AnalyticsResult as ActivityResult, AnalyticsDashboard, ScoreByLabel } from '@bullpen/shared/contracts';
import type { ChallengeAttemptRow } from '../challenges/repo';
import type { AnswerRow } from './repo';

export interface DashboardInput {
  progress: UserProgress;
  answers: readonly AnswerRow[];
  attempts: readonly ChallengeAttemptRow[];
  aggregates: readonly ScoreAggregate[];
  challenges: readonly Challenge[];
}

const percent = (score50: number) => Math.round(score50 * 2);
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const nameOf = (id: SpecializationId) => SPECIALIZATIONS.find((s) => s.id === id)?.name ?? id;
const specializationOf = (value: string) => findSpecialization(value)?.id ?? null;
const CATEGORY: Record<string, ActivityResult['category']> = { Technical: 'technical', Motivational: 'motivational', 'Case Study': 'case study', Gamification: 'cognitive' };

/** Topics an answer set did well (≥ 35/50) and badly (< 20/50), three of each, most frequent first. */
function topicsOf(answers: readonly AnswerRow[]) {
  const pick = (test: (a: AnswerRow) => boolean) => [...new Set(answers.filter((a) => a.topic && test(a)).map((a) => a.topic as string))].slice(0, 3);
  return { strengths: pick((a) => a.score >= 35), improvements: pick((a) => a.score < 20) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Interview results: a session result is one day's answers of one specialization and type; a mock
 * interview is one result. Assessments: one result per challenge run.
 */
export function activityResults(answers: readonly AnswerRow[], attempts: readonly ChallengeAttemptRow[], challenges: readonly Challenge[]): ActivityResult[] {
  const sessionGroups = groupBy(
    answers.filter((a) => a.source === 'session'),
    (a) => `${a.specialization}|${a.interviewType}|${a.at.toISOString().slice(0, 10)}`,
  );
  const sessions = [...sessionGroups].map(([key, group]): ActivityResult => {
    const first = group[0]!;
    const specialization = specializationOf(first.specialization);
    const label = specialization ? nameOf(specialization) : first.specialization;
    return {
      id: `interview:${key}`,
      title: `${label} ${first.interviewType} Interview`,
      completedAt: group.reduce((t, a) => (a.at > t ? a.at : t), first.at).toISOString(),
      score: percent(mean(group.map((a) => a.score))),
      type: 'interview',
      category: CATEGORY[first.interviewType] ?? 'technical',
      specialization,
      ...topicsOf(group),
      retakeHref: '/interviews',
    };
  });
  const mocks = [...groupBy(answers.filter((a) => a.source === 'mock'), (a) => a.interviewId ?? '')].map(([id, group]): ActivityResult => {
    const first = group[0]!;
    const specialization = specializationOf(first.specialization);
    const types = [...groupBy(group, (a) => a.interviewType)].sort((a, b) => b[1].length - a[1].length);
    return {
      id: `mock:${id}`,
      title: `${specialization ? nameOf(specialization) : first.specialization} Mock Interview`,
      completedAt: group.reduce((t, a) => (a.at > t ? a.at : t), first.at).toISOString(),
      score: percent(mean(group.map((a) => a.score))),
      type: 'interview',
      category: CATEGORY[types[0]?.[0] ?? 'Technical'] ?? 'technical',
      specialization,
      ...topicsOf(group),
      retakeHref: '/interviews',
    };
  });
  const titleOf = new Map(challenges.map((c) => [c.id, c.title]));
  const runs = attempts.map((run): ActivityResult => {
    const specialization = specializationOf(run.specialization);
    const byType = groupBy(run.results, (r) => r.type);
    const label: Record<string, string> = { 'multiple-choice': 'Multiple choice', scenario: 'Scenarios', reflection: 'Reflection' };
    return {
      id: `assessment:${run.id}`,
      title: `${titleOf.get(run.challengeId) ?? run.challengeId} · Level ${run.level}`,
      completedAt: run.createdAt.toISOString(),
      score: run.score,
      type: 'assessment',
      category: 'cognitive',
      specialization,
      strengths: [...byType].filter(([, rs]) => rs.every((r) => r.correct)).map(([t]) => label[t] ?? t),
      improvements: [...byType].filter(([, rs]) => rs.some((r) => !r.correct)).map(([t]) => label[t] ?? t),
      retakeHref: `/training?activeTab=challenges&specialization=${encodeURIComponent(specialization ? nameOf(specialization) : run.specialization)}`,
    };
  });
  return [...sessions, ...mocks, ...runs].sort((a, b) => b.completedAt.localeCompare(a.completedAt) || a.id.localeCompare(b.id));
}

function scoresBy(answers: readonly AnswerRow[], key: (a: AnswerRow) => string | null): ScoreByLabel[] {
  return [...groupBy(answers.filter((a) => key(a) !== null), (a) => key(a) as string)]
    .map(([label, group]) => ({ label, score: percent(mean(group.map((a) => a.score))), count: group.length }))
    .sort((a, b) => b.score - a.score || b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Career Match: the specialization with the highest combined score (the leaderboard's weights over
 * its interview answers); match % is that score. Without interview answers, the specialization with
 * the best average challenge score. Ties go to the one with more results, then to the list order.
 */
export function careerMatch(aggregates: readonly ScoreAggregate[], attempts: readonly ChallengeAttemptRow[]): AnalyticsDashboard['careerMatch'] {
  const candidates = SPECIALIZATIONS.map((s, order) => {
    const inScope = aggregatesInScope(aggregates, s.id);
    const score = combinedScore(averagesByType(inScope));
    return { id: s.id, order, score, count: inScope.reduce((n, a) => n + a.responses, 0) };
  }).filter((c) => c.score !== null);
  const basis = candidates.length ? 'interviews' : 'challenges';
  const pool = candidates.length
    ? candidates
    : SPECIALIZATIONS.map((s, order) => {
        const runs = attempts.filter((a) => a.specialization === s.id);
        return { id: s.id, order, score: runs.length ? mean(runs.map((r) => r.score)) : null, count: runs.length };
      }).filter((c) => c.score !== null);
  const best = [...pool].sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.count - a.count || a.order - b.order)[0];
  return best ? { specialization: best.id, name: nameOf(best.id), match: Math.round(best.score ?? 0), basis } : null;
}

export function badgeFacts(input: DashboardInput): BadgeFacts {
  const timeLimitOf = new Map(input.challenges.flatMap((c) => c.levels.map((l) => [`${c.id}|${l.level}`, l.timeLimit ?? 300] as const)));
  const answers: AnswerFact[] = input.answers.flatMap((a) => {
    const specialization = specializationOf(a.specialization);
    return specialization ? [{ specialization, interviewType: a.interviewType as InterviewType, score: a.score, at: a.at }] : [];
  });
  const challengeRuns: ChallengeRunFact[] = input.attempts.flatMap((run) => {
    const specialization = specializationOf(run.specialization);
    if (!specialization) return [];
    return [{ challengeId: run.challengeId, specialization, score: run.score, durationSeconds: run.durationSeconds, timeLimit: timeLimitOf.get(`${run.challengeId}|${run.level}`) ?? run.timeLimitSeconds, at: run.createdAt }];
  });
  const challengesBySpecialization = Object.fromEntries(SPECIALIZATIONS.map((s) => [s.id, input.challenges.filter((c) => c.specialization === s.id).map((c) => c.id)]));
  return {
    xp: input.progress.xp,
    streakDays: input.progress.streakDays,
    specializationXp: input.progress.specializationXp,
    answers,
    challengeRuns,
    challengesBySpecialization,
    earned: input.progress.badges,
  };
}

export function buildDashboard(input: DashboardInput): AnalyticsDashboard {
  const { progress, answers, attempts, aggregates, challenges } = input;
  const results = activityResults(answers, attempts, challenges);
  const facts = badgeFacts(input);
  const badges = evaluateBadges(facts);
  const averages = averagesByType(aggregatesInScope(aggregates, 'all'));
  const byType = LEADERBOARD_TYPES.map((type) => ({
    label: type,
    score: averages[type] === undefined ? 0 : percent(averages[type]),
    count: aggregatesInScope(aggregates, 'all').filter((a) => a.interviewType === type).reduce((n, a) => n + a.responses, 0),
  }));
  const challengeScores = attempts.map((a) => a.score);
  const typeScores = [...byType.filter((t) => t.count > 0), ...(attempts.length ? [{ label: 'Skill challenges', score: Math.round(mean(challengeScores)), count: attempts.length }] : [])];
  const topics = scoresBy(answers, (a) => a.topic);
  const xpBySpecialization = SPECIALIZATIONS.map((s) => ({
    specialization: s.id,
    name: s.name,
    xp: Object.entries(progress.specializationXp).reduce((sum, [key, xp]) => (findSpecialization(key)?.id === s.id ? sum + xp : sum), 0),
  })).filter((s) => s.xp > 0);
  return {
    progress: { xp: progress.xp, level: progress.level + 1, levelName: progress.levelName, streakDays: progress.streakDays, skillPoints: progress.skillPoints },
    combinedProfile: { score: combinedScore(averages), byType },
    strengths: {
      types: [...typeScores].sort((a, b) => b.score - a.score).slice(0, 3),
      topTopics: topics.filter((t) => t.score >= 50).slice(0, 3),
      improveTopics: [...topics].reverse().filter((t) => t.score < 50).slice(0, 3),
    },
    careerMatch: careerMatch(aggregates, attempts),
    specializationProgress: xpBySpecialization.map((s) => ({ ...s, percent: Math.min(100, Math.round((s.xp / MASTERY_XP) * 100)), text: masteryText(s.xp) })),
    results,
    badges,
    milestones: milestones(facts, badges).map((m) => ({ ...m, date: m.date?.toISOString() ?? null })),
    streak: streakCard(progress.streakDays),
    achievements: Object.fromEntries(SPECIALIZATIONS.map((s) => [s.id, specializationAchievements(facts, s.id)])) as Record<SpecializationId, SpecializationAchievement[]>,
    charts: {
      scoreOverTime: [...results].reverse().map((r) => ({ date: r.completedAt, score: r.score, title: r.title })),
      byType: typeScores,
      skills: SKILLS.map((skill) => ({ skill, points: progress.skillPoints[skill] ?? 0 })),
    },
  };
}
