// The student's spaced review at a glance, on the AI Hub and the analytics: cards due today, a link to
// the Review screen, and how retention develops (share of reviews that recalled their concept, by day).
// Signed-in students only; a failing summary leaves the rest of the page alone.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchReviewSummary, REVIEW_SUMMARY_KEY } from '../api/review';
import { useAccess } from '../hooks/use-access';

// recharts is loaded with the chart only, once a student has review history to draw.
const RetentionChart = lazy(() => import('./retention-chart'));

/** Its children for a signed-in user only: visitors have no review cards. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user } = useAccess();
  return user ? children : null;
}

export function ReviewSummaryCard() {
  const summary = useQuery({ queryKey: REVIEW_SUMMARY_KEY, queryFn: ({ signal }) => fetchReviewSummary(signal) });

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="review-summary-title">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md" color="navy.900" id="review-summary-title">
              Spaced review
            </Heading>
            {summary.isPending && <Skeleton h="5" w="40" />}
            {summary.isError && (
              <Text fontSize="sm" color="red.800" role="alert">
                Your review cards could not be loaded right now.
              </Text>
            )}
            {summary.data && (
              <Text fontSize="sm" color="gray.800" data-testid="review-due-today">
                {summary.data.dueToday === 1 ? '1 card due today' : `${summary.data.dueToday} cards due today`}
                {summary.data.totalCards > 0 && ` · ${summary.data.totalCards} concepts in review`}
                {summary.data.estimatedRetention !== null && ` · about ${summary.data.estimatedRetention}% remembered`}
              </Text>
            )}
          </Stack>
          <Button asChild size="sm" colorPalette="accent" variant={summary.data?.dueToday ? 'solid' : 'outline'}>
            <RouterLink to="/review">{summary.data?.dueToday ? 'Review now' : 'Open review'}</RouterLink>
          </Button>
        </HStack>
        {summary.data && summary.data.history.length > 0 ? (
          <Suspense fallback={<Skeleton h="40" />}>
            <RetentionChart history={summary.data.history} />
          </Suspense>
        ) : (
          summary.data && (
            <Box fontSize="sm" color="fg.muted">
              Concepts you miss in interviews become review cards. Your retention shows here once you have reviewed some.
            </Box>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}
