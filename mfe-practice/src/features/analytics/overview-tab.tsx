// Overview (§2.3): Combined Profile, Unified Strengths and Career Match cards, the charts,
// Specialization Progress (only with specialization XP), Recent Activity (3) and View All Results.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { EmptyState } from '@bullpen/shared';
import type { AnalyticsDashboard, ScoreByLabel } from './api';
import { ResultCard } from './result-card';

const Charts = lazy(() => import('./charts'));

/** §9: Recent Activity shows 3 items. */
const RECENT_ACTIVITY = 3;

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root value={Math.max(0, Math.min(100, value))} size="sm" colorPalette="accent" aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header pb="2">
        <Heading as="h2" size="md" color="navy.900">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ScoreLines({ items }: { items: ScoreByLabel[] }) {
  return (
    <Stack gap="2">
      {items.map((item) => (
        <Box key={item.label}>
          <HStack justify="space-between" fontSize="sm">
            <Text>{item.label}</Text>
            <Text fontWeight="semibold">{item.score}</Text>
          </HStack>
          <Bar value={item.score} label={`${item.label}: ${item.score} of 100`} />
        </Box>
      ))}
    </Stack>
  );
}

export function OverviewTab({ data, onViewAll }: { data: AnalyticsDashboard; onViewAll: () => void }) {
  const { combinedProfile, strengths, careerMatch } = data;
  const recent = data.results.slice(0, RECENT_ACTIVITY);
  return (
    <Stack gap="8" pt="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SummaryCard title="Combined Profile">
          {combinedProfile.score === null ? (
            <Text color="fg.muted">Answer interview questions to get your combined score.</Text>
          ) : (
            <>
              <Text fontSize="4xl" fontWeight="bold" color="navy.800" lineHeight="1" data-testid="combined-score">
                {combinedProfile.score}
                <Text as="span" fontSize="md" color="fg.muted" fontWeight="normal">
                  /100
                </Text>
              </Text>
              <Bar value={combinedProfile.score} label={`Combined profile ${combinedProfile.score} of 100`} />
              <Text fontSize="xs" color="fg.muted">
                Your leaderboard score: 0.5 × Technical + 0.3 × Case Study + 0.2 × Motivational, over the types you have answered.
              </Text>
            </>
          )}
          <Text fontSize="sm" color="fg.muted">
            Level {data.progress.level} · {data.progress.levelName} · {data.progress.xp.toLocaleString('en')} XP
          </Text>
        </SummaryCard>
        <SummaryCard title="Unified Strengths">
          {strengths.types.length === 0 ? (
            <Text color="fg.muted">Your strongest areas appear after your first evaluated answers or challenges.</Text>
          ) : (
            <>
              <ScoreLines items={strengths.types} />
              {strengths.topTopics.length > 0 && (
                <Text fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    Strongest topics:
                  </Text>{' '}
                  {strengths.topTopics.map((t) => t.label).join(', ')}
                </Text>
              )}
              {strengths.improveTopics.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  To work on: {strengths.improveTopics.map((t) => t.label).join(', ')}
                </Text>
              )}
            </>
          )}
        </SummaryCard>
        <SummaryCard title="Career Match">
          {careerMatch ? (
            <>
              <Text fontSize="xl" fontWeight="bold" color="navy.800">
                {careerMatch.name}
              </Text>
              <Text fontSize="3xl" fontWeight="bold" color="accent.700" lineHeight="1">
                {careerMatch.match}% match
              </Text>
              <Bar value={careerMatch.match} label={`${careerMatch.name}: ${careerMatch.match}% match`} />
              <Text fontSize="xs" color="fg.muted">
                {careerMatch.basis === 'interviews'
                  ? 'The specialization where your combined interview score is highest; the match is that score.'
                  : 'The specialization where your challenge scores are highest; answer interview questions for a fuller match.'}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">Practise in a specialization to see where you fit best.</Text>
          )}
        </SummaryCard>
      </SimpleGrid>

      {data.results.length > 0 && (
        <Suspense fallback={<Skeleton height="72" borderRadius="lg" />}>
          <Charts data={data} />
        </Suspense>
      )}

      {data.specializationProgress.length > 0 && (
        <Box as="section" aria-labelledby="specialization-progress">
          <Heading as="h2" size="md" color="navy.900" mb="3" id="specialization-progress">
            Specialization Progress
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.specializationProgress.map((s) => (
              <Box key={s.specialization} borderWidth="1px" borderRadius="lg" p="4">
                <HStack justify="space-between" mb="2">
                  <Text fontWeight="semibold">{s.name}</Text>
                  <Text fontSize="sm">{s.xp} XP</Text>
                </HStack>
                <Bar value={s.percent} label={`${s.name}: ${s.xp} of 500 XP`} />
                <Text fontSize="sm" color={s.percent >= 100 ? 'accent.700' : 'fg.muted'} mt="2">
                  {s.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      )}

      <Box as="section" aria-labelledby="recent-activity">
        <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
          <Heading as="h2" size="md" color="navy.900" id="recent-activity">
            Recent Activity
          </Heading>
          <Button size="sm" variant="outline" colorPalette="navy" onClick={onViewAll}>
            View All Results
          </Button>
        </HStack>
        {recent.length === 0 ? (
          <EmptyState
            title="No Results Yet"
            description="Your interviews and challenges show up here once they are evaluated."
            action={
              <Button asChild colorPalette="accent">
                <RouterLink to="/interviews">Start Practicing</RouterLink>
              </Button>
            }
          />
        ) : (
          <Stack gap="3">
            {recent.map((r) => (
              <ResultCard key={r.id} result={r} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
