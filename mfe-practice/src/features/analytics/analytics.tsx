// Your Performance Insights (/skills, spec 02 §2.3): the Unified Analytics Dashboard of the signed-in
// user, from their real results: Overview, Your Results, Badges & Achievements.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, HStack } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { useQuery } from '@tanstack/react-query';
import { AreaFrame, EmptyState, ErrorState, LoadingState, useRetry, useSessionStore } from '@bullpen/shared';
import { ReviewSummaryCard } from '../../components/review-summary-card';
import { fetchDashboard } from './api';
import { BadgesTab } from './badges-tab';
import { OverviewTab } from './overview-tab';
import { ResultsTab } from './results-tab';

type TabValue = 'overview' | 'results' | 'badges';

const TITLE = 'Your Performance Insights';
const LEAD = 'Unified Analytics Dashboard';

export default function AnalyticsPage() {
  const user = useSessionStore((s) => s.user);
  const isLoading = useSessionStore((s) => s.isLoading);
  if (isLoading) {
    return (
      <AreaFrame title={TITLE} lead={LEAD}>
        <LoadingState label="Loading your dashboard" />
      </AreaFrame>
    );
  }
  if (!user) {
    return (
      <AreaFrame title={TITLE} lead={LEAD}>
        <EmptyState
          title="Log in to see your performance insights"
          description="Your results, strengths, badges and streak are built from the answers and challenges you complete while signed in."
          action={
            <HStack justify="center" gap="3" wrap="wrap">
              <Button asChild colorPalette="accent">
                <RouterLink to="/login">Log In</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="navy">
                <RouterLink to="/interviews">Try a mock interview</RouterLink>
              </Button>
            </HStack>
          }
        />
      </AreaFrame>
    );
  }
  return <Dashboard key={user.id} />;
}

function Dashboard() {
  const dashboardKey = ['analytics', 'dashboard'];
  const dashboard = useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => fetchDashboard(signal) });
  const retryDashboard = useRetry(dashboardKey);
  const [tab, setTab] = useState<TabValue>('overview');
  return (
    <AreaFrame title={TITLE} lead={LEAD}>
      <Box mb="6">
        <ReviewSummaryCard />
      </Box>
      {dashboard.isPending && <LoadingState label="Loading your dashboard" lines={8} />}
      {dashboard.isLoadingError && <ErrorState title="Your dashboard could not be loaded" description={dashboard.error.message} onRetry={retryDashboard} />}
      {dashboard.data !== undefined && (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as TabValue)} colorPalette="accent" variant="line" lazyMount unmountOnExit>
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="results">Your Results</Tabs.Trigger>
            <Tabs.Trigger value="badges">Badges &amp; Achievements</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab data={dashboard.data} onViewAll={() => setTab('results')} />
          </Tabs.Content>
          <Tabs.Content value="results">
            <ResultsTab results={dashboard.data.results} />
          </Tabs.Content>
          <Tabs.Content value="badges">
            <BadgesTab data={dashboard.data} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </AreaFrame>
  );
}
