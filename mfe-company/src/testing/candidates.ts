// Candidates as the gateway's company endpoints describe them, for the company area's screen tests.
import type { CandidateCard, TalentEntry } from '../api/company';

export function candidate(name: string, overrides: Partial<CandidateCard> = {}): CandidateCard {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    university: 'HEC Paris',
    specialization: { id: 'pe', name: 'Private Equity' },
    avatarUrl: null,
    sample: false,
    ...overrides,
  };
}

export function talentEntry(name: string, rank: number, figures: Partial<TalentEntry> = {}): TalentEntry {
  return { ...candidate(name), rank, xp: 1200, score: 82.4, currentScore: 88, improvement: 12.6, ...figures };
}
