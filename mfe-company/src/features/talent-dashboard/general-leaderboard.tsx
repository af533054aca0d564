// The General Leaderboard tab: Top Performers and Most Improved among candidates who chose to be seen
// by recruiters, from the leaderboard maths (gateway/src/company).
import { useCallback } from 'react';
import { Stack } from '@chakra-ui/react';
import { EmptyState, ErrorState, LoadingState, useRequest } from '@bullpen/shared';
import { fetchTalent } from '../../api/company';
import { TalentList, type Figure } from './talent-list';

const number = new Intl.NumberFormat();

const TOP_FIGURES: Figure[] = [
  { label: 'Score', value: (e) => `${Math.round(e.score)}%` },
  { label: 'XP', value: (e) => number.format(e.xp) },
];

const IMPROVED_FIGURES: Figure[] = [
  { label: 'Current', value: (e) => `${Math.round(e.currentScore)}%` },
  { label: 'Improvement', value: (e) => (e.improvement === null ? '—' : `+${Math.round(e.improvement)}%`) },
];

export function GeneralLeaderboard() {
  const load = useCallback((signal: AbortSignal) => fetchTalent(signal), []);
  const talent = useRequest(load);

  if (talent.status === 'loading') return <LoadingState label="Loading candidates" lines={6} />;
  if (talent.status === 'error') {
    return <ErrorState title="We could not load the candidates" description={talent.error.message} onRetry={talent.retry} />;
  }
  const { topPerformers, mostImproved } = talent.data;
  return (
    <Stack gap="10">
      <TalentList
        title="Top Performers"
        entries={topPerformers}
        figures={TOP_FIGURES}
        empty={
          <EmptyState
            title="No candidates to show yet"
            description="Candidates appear here once they choose to be seen by recruiters and complete evaluated interviews. Meanwhile, describe the profile you need in AI Candidate Matching."
          />
        }
      />
      <TalentList
        title="Most Improved"
        entries={mostImproved}
        figures={IMPROVED_FIGURES}
        empty={<EmptyState title="No improvement data yet" description="Candidates show here once they have improved between their first and latest attempts." />}
      />
    </Stack>
  );
}
