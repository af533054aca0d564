// The Candidates tab: the real top five (leaderboard maths over everyone) and the latest evaluated answers.
import { Badge, Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { fetchCandidates } from '../../api/admin';
import { Panel } from '../../components/panel';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat();

export function CandidatesTab() {
  const data = useQuery({ queryKey: ADMIN_QUERIES.candidates, queryFn: ({ signal }) => fetchCandidates(signal) });
  const retryCandidates = useRetry(ADMIN_QUERIES.candidates);
  if (data.isPending) return <LoadingState label="Loading the candidates" lines={6} />;
  if (data.isLoadingError) return <ErrorState title="We could not load the candidates" description={data.error.message} onRetry={retryCandidates} />;
  const { topFive, recentActivity } = data.data;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
      <Panel title="Top five" description="By combined interview score (Technical 50%, Case Study 30%, Motivational 20%).">
        {topFive.length === 0 ? (
          <EmptyState title="No scores yet" description="Candidates appear once their interview answers are evaluated." />
        ) : (
          <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Top five candidates">
            {topFive.map((candidate) => (
              <Flex as="li" key={candidate.userId} gap="3" py="3" align="center" borderBottomWidth="1px" borderColor="navy.50">
                <Flex boxSize="8" borderRadius="full" bg="navy.50" color="navy.800" fontWeight="bold" align="center" justify="center" flexShrink={0}>
                  {candidate.rank}
                </Flex>
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {candidate.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {[candidate.university, `${number.format(candidate.xp)} XP`].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                <Badge colorPalette="accent" variant="subtle" size="lg">
                  {Math.round(candidate.score)}%
                </Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel title="Recent activity" description="The latest evaluated answers.">
        {recentActivity.length === 0 ? (
          <EmptyState title="No activity yet" description="Answers show here as soon as they are evaluated." />
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Recent activity">
            {recentActivity.map((item, i) => (
              <Flex as="li" key={`${item.at}-${i}`} gap="3" py="3" justify="space-between" borderBottomWidth="1px" borderColor="navy.50">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {item.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.interviewType} · {item.specialization} · {when.format(new Date(item.at))}
                  </Text>
                </Box>
                <Badge colorPalette={item.score >= 80 ? 'green' : 'navy'} variant="subtle" flexShrink={0} alignSelf="center">
                  {item.score}%
                </Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </Panel>
    </Grid>
  );
}
