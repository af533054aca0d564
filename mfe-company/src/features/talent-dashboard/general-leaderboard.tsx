// The General Leaderboard tab: Top Performers and Most Improved among candidates who chose to be seen
// by recruiters, from the leaderboard maths (gateway/src/company).
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchTalent } from '../../api/company';
import { COMPANY_QUERIES } from '../../api/company-queries';
import { TalentList, type Figure } from './talent-list';

const number = new Intl.NumberFormat();

export const TOP_FIGURES: Figure[] = [
  { label: 'Score', value: (e) => `${Math.round(e.score)}%` },
  { label: 'XP', value: (e) => number.format(e.xp) },
];

export const IMPROVED_FIGURES: Figure[] = [
  { label: 'Current', value: (e) => `${Math.round(e.currentScore)}%` },
  { label: 'Improvement', value: (e) => (e.improvement === null ? '—' : `+${Math.round(e.improvement)}%`) },
];

export function GeneralLeaderboard() {
  const talent = useQuery({ queryKey: COMPANY_QUERIES.talent, queryFn: ({ signal }) => fetchTalent(signal) });
  const retryTalent = useRetry(COMPANY_QUERIES.talent);

  if (talent.isPending) return <LoadingState label="Loading candidates" lines={6} />;
  if (talent.isLoadingError) {
    return <ErrorState title="We could not load the candidates" description={talent.error.message} onRetry={retryTalent} />;
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
