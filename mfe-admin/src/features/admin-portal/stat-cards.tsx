// The dashboard's four figures: users, premium users, interviews this week, average score.
import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { fetchOverview, type DashboardStats } from '../../api/admin';

const number = new Intl.NumberFormat();

const CARDS: Array<{ label: string; caption: string; value: (s: DashboardStats) => string }> = [
  { label: 'Users', caption: 'accounts', value: (s) => number.format(s.users) },
  { label: 'Premium users', caption: 'premium or admin', value: (s) => number.format(s.premiumUsers) },
  { label: 'Interviews this week', caption: 'mock interviews and sessions, last 7 days', value: (s) => number.format(s.interviewsThisWeek) },
  { label: 'Average score', caption: 'of every evaluated answer', value: (s) => (s.averageScore === null ? '—' : `${s.averageScore}%`) },
];

export function StatCards() {
  const stats = useQuery({ queryKey: ADMIN_QUERIES.overview, queryFn: ({ signal }) => fetchOverview(signal) });
  const retryStats = useRetry(ADMIN_QUERIES.overview);
  if (stats.isLoadingError) return <ErrorState title="We could not load the figures" description={stats.error.message} onRetry={retryStats} />;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {CARDS.map((card) => (
        <Box key={card.label} borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p="5" data-testid="stat-card">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {card.label}
          </Text>
          {stats.isPending ? (
            <Skeleton height="9" width="24" my="1" />
          ) : (
            <Text fontSize="3xl" fontWeight="bold" color="navy.900" lineHeight="1.2">
              {card.value(stats.data)}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {card.caption}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
