// Rules of the talent views (spec 02 §2.12): Top Performers and Most Improved from the leaderboard
// maths, a candidate's public profile, and AI Candidate Matching — over candidates who opted in to be
// seen by recruiters only, plus the labelled sample candidates when DEMO_MODE is on.
import {
  EVALUATION_MAX,
  LEADERBOARD_SIZE,
  combinedScore,
  findSpecialization,
  leaderboardEntry,
  matchCandidates,
  rankLeaderboard,
  type CandidateMatchRequest,
  type LeaderboardEntry,
  type MatchCandidate,
  type RankedEntry,
  type ScoreAggregate,
} from '@bullpen/shared/domain';
import type { CandidateCard, CandidateDetail, CandidateMatchResult, TalentEntry } from '@bullpen/shared/contracts';
import { HttpError } from '../http/http-error';
import { SAMPLE_CANDIDATES, findSampleCandidate, type SampleCandidate } from './sample-candidates';
import type { TalentRepo, VisibleCandidateRow } from './talent-repo';

type Dashboard = { topPerformers: TalentEntry[]; mostImproved: TalentEntry[] };

export interface TalentService {
  dashboard(): Promise<Dashboard>;
  /** The public demo: the sample candidates alone, whether DEMO_MODE is on or not. */
  demoDashboard(): Dashboard;
  /** 404 unless the candidate opted in (or is a sample in a demo). */
  candidate(id: string): Promise<CandidateDetail>;
  match(request: CandidateMatchRequest): Promise<{ matches: CandidateMatchResult[] }>;
  /** The cards of the visible candidates among `ids`; the others are absent. */
  visibleCards(ids: readonly string[]): Promise<Map<string, CandidateCard>>;
}

export const BEST_RESULTS_SHOWN = 5;
const NOT_FOUND = () => new HttpError(404, 'not_found', 'Candidate not found.');

function specializationOf(value: string | null): CandidateCard['specialization'] {
  const found = value ? findSpecialization(value) : undefined;
  return found ? { id: found.id, name: found.name } : null;
}

function realCard(row: VisibleCandidateRow): CandidateCard {
  return {
    id: row.id,
    name: row.fullName?.trim() || 'Anonymous candidate',
    university: row.university?.trim() ?? '',
    specialization: specializationOf(row.specialization),
    avatarUrl: row.avatarUrl,
    sample: false,
  };
}

function sampleCard(sample: SampleCandidate): CandidateCard {
  return { id: sample.id, name: sample.name, university: sample.university, specialization: specializationOf(sample.specialization), avatarUrl: null, sample: true };
}

function sampleEntry(sample: SampleCandidate): LeaderboardEntry {
  return {
    userId: sample.id,
    name: sample.name,
    university: sample.university,
    xp: sample.xp,
    score: combinedScore(sample.averageByType) ?? 0,
    currentScore: sample.currentScore,
    improvement: sample.improvement,
    attempts: sample.attempts,
    // Samples rank after real people on equal scores and XP.
    reachedAt: new Date(8.64e15),
  };
}

/** Specialization XP keyed by id, largest first, whatever the stored keys were. */
function specializationXpList(map: Record<string, number>): CandidateDetail['specializationXp'] {
  const byId = new Map<string, { id: string; name: string; xp: number }>();
  for (const [key, xp] of Object.entries(map)) {
    const spec = findSpecialization(key);
    if (!spec || !Number.isFinite(xp) || xp <= 0) continue;
    const entry = byId.get(spec.id) ?? { id: spec.id, name: spec.name, xp: 0 };
    byId.set(spec.id, { ...entry, xp: entry.xp + xp });
  }
  return [...byId.values()].sort((a, b) => b.xp - a.xp || a.id.localeCompare(b.id));
}

function matchCandidateOf(row: VisibleCandidateRow, aggregates: readonly ScoreAggregate[]): MatchCandidate {
  const responses = aggregates.reduce((n, a) => n + a.responses, 0);
  const sum = aggregates.reduce((n, a) => n + a.scoreSum, 0);
  const byType = new Map<string, { sum: number; n: number }>();
  for (const a of aggregates) {
    const s = byType.get(a.interviewType) ?? { sum: 0, n: 0 };
    byType.set(a.interviewType, { sum: s.sum + a.scoreSum, n: s.n + a.responses });
  }
  return {
    id: row.id,
    specialization: row.specialization,
    specializationXp: row.specializationXp,
    skillPoints: row.skillPoints,
    averageByType: Object.fromEntries([...byType].map(([type, s]) => [type, s.sum / s.n])),
    averageScore: responses ? sum / responses : null,
  };
}

function sampleMatchCandidate(sample: SampleCandidate): MatchCandidate {
  const averages = Object.values(sample.averageByType);
  return {
    id: sample.id,
    specialization: sample.specialization,
    specializationXp: sample.specializationXp,
    skillPoints: sample.skillPoints,
    averageByType: sample.averageByType,
    averageScore: averages.length ? averages.reduce((a, b) => a + b, 0) / averages.length : null,
  };
}

/** Top Performers and Most Improved of `entries`, each shown through its card. */
function rankedDashboard(entries: LeaderboardEntry[], cards: Map<string, CandidateCard>): Dashboard {
  const toTalent = (ranked: RankedEntry): TalentEntry => {
    const card = cards.get(ranked.userId);
    if (!card) throw new Error(`no card for ranked candidate ${ranked.userId}`);
    return { ...card, rank: ranked.rank, xp: ranked.xp, score: ranked.score, currentScore: ranked.currentScore, improvement: ranked.improvement };
  };
  return {
    topPerformers: rankLeaderboard(entries, 'top', '', LEADERBOARD_SIZE).map(toTalent),
    mostImproved: rankLeaderboard(entries, 'improved', '', LEADERBOARD_SIZE).map(toTalent),
  };
}

export function createTalentService(repo: TalentRepo, { demoMode }: { demoMode: boolean }): TalentService {
  const samples = () => (demoMode ? SAMPLE_CANDIDATES : []);
  const sample = (id: string) => (demoMode ? findSampleCandidate(id) : undefined);

  async function visiblePool() {
    const rows = await repo.visibleCandidates();
    const aggregates = await repo.scoreAggregates(rows.map((row) => row.id));
    return { rows, aggregates };
  }

  return {
    async dashboard() {
      const { rows, aggregates } = await visiblePool();
      const cards = new Map<string, CandidateCard>(rows.map((row) => [row.id, realCard(row)]));
      for (const s of samples()) cards.set(s.id, sampleCard(s));
      const entries = [
        ...rows.flatMap((row) => {
          const entry = leaderboardEntry({ userId: row.id, name: row.fullName, university: row.university, xp: row.xp }, aggregates.get(row.id) ?? [], 'all');
          return entry ? [entry] : [];
        }),
        ...samples().map(sampleEntry),
      ];
      return rankedDashboard(entries, cards);
    },

    demoDashboard() {
      return rankedDashboard(SAMPLE_CANDIDATES.map(sampleEntry), new Map(SAMPLE_CANDIDATES.map((s) => [s.id, sampleCard(s)])));
    },

    async candidate(id) {
      const demo = sample(id);
      if (demo) {
        return {
          candidate: sampleCard(demo),
          xp: demo.xp,
          specializationXp: specializationXpList(demo.specializationXp),
          bestResults: demo.bestResults.map((result) => ({ ...result, date: null })),
        };
      }
      const [row] = await repo.visibleCandidates([id]);
      if (!row) throw NOT_FOUND();
      const best = await repo.bestResults(id, BEST_RESULTS_SHOWN);
      return {
        candidate: realCard(row),
        xp: row.xp,
        specializationXp: specializationXpList(row.specializationXp),
        bestResults: best.map((result) => ({
          question: result.question ?? result.questionId,
          specialization: findSpecialization(result.specialization)?.name ?? result.specialization,
          interviewType: result.interviewType,
          score: Math.min(result.score, EVALUATION_MAX),
          date: result.createdAt.toISOString(),
        })),
      };
    },

    async match(request) {
      const { rows, aggregates } = await visiblePool();
      const cards = new Map<string, CandidateCard>(rows.map((row) => [row.id, realCard(row)]));
      for (const s of samples()) cards.set(s.id, sampleCard(s));
      const pool = [...rows.map((row) => matchCandidateOf(row, aggregates.get(row.id) ?? [])), ...samples().map(sampleMatchCandidate)];
      return {
        matches: matchCandidates(pool, request).flatMap((match) => {
          const candidate = cards.get(match.candidateId);
          return candidate ? [{ candidate, matchScore: match.matchScore, reasons: match.reasons }] : [];
        }),
      };
    },

    async visibleCards(ids) {
      const cards = new Map<string, CandidateCard>();
      for (const id of ids) {
        const demo = sample(id);
        if (demo) cards.set(id, sampleCard(demo));
      }
      const realIds = ids.filter((id) => !cards.has(id));
      for (const row of await repo.visibleCandidates(realIds)) cards.set(row.id, realCard(row));
      return cards;
    },
  };
}

