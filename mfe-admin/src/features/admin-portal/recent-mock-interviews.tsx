// The dashboard's recent mock interviews (spec 02 §2.13), from the gateway: the newest five with View
// Profile for each, and View All Mock Interviews.
import { Link as RouterLink } from 'react-router';
import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchMockInterviews } from '../../api/admin';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { MockInterviewList } from '../../components/mock-interview-list';
import { Panel } from '../../components/panel';

const RECENT = { page: 1, pageSize: 5 };

export function RecentMockInterviews() {
  const recent = useQuery({ queryKey: ADMIN_QUERIES.mockInterviewPage(RECENT), queryFn: ({ signal }) => fetchMockInterviews(RECENT, signal) });
  const retry = useRetry(ADMIN_QUERIES.mockInterviewPage(RECENT));
  return (
    <Panel
      title="Recent mock interviews"
      description="The latest mock interviews with at least one answer."
      actions={
        <Button asChild size="sm" colorPalette="navy">
          <RouterLink to="/admin/mock-interviews">View All Mock Interviews</RouterLink>
        </Button>
      }
    >
      {recent.isPending ? (
        <LoadingState label="Loading recent mock interviews" lines={4} />
      ) : recent.isLoadingError ? (
        <ErrorState title="We could not load the mock interviews" description={recent.error.message} onRetry={retry} />
      ) : recent.data.items.length ? (
        <MockInterviewList items={recent.data.items} />
      ) : (
        <EmptyState title="No mock interviews yet" description="Mock interviews appear here as soon as someone answers a question at /interviews." />
      )}
    </Panel>
  );
}
