// The Insights tab: charts of the platform's real activity — average score and answers per
// specialization, answers per interview type, new accounts per week.
import { Link as RouterLink } from 'react-router';
import { Button, Grid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { fetchInsights } from '../../api/admin';
import { BarChart } from '../../components/bar-chart';
import { Panel } from '../../components/panel';

const weekLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function InsightsTab() {
  const data = useQuery({ queryKey: ADMIN_QUERIES.insights, queryFn: ({ signal }) => fetchInsights(signal) });
  const retryInsights = useRetry(ADMIN_QUERIES.insights);
  if (data.isPending) return <LoadingState label="Loading the insights" lines={8} />;
  if (data.isLoadingError) return <ErrorState title="We could not load the insights" description={data.error.message} onRetry={retryInsights} />;
  const { bySpecialization, byType, signupsByWeek } = data.data;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
      <Panel title="Average score by specialization" description="Evaluated answers, 0–100.">
        <BarChart
          label="Average score by specialization"
          max={100}
          bars={bySpecialization.map((s) => ({ label: s.name, value: s.averageScore, display: s.answers ? `${s.averageScore}%` : '—' }))}
        />
      </Panel>
      <Panel title="Answers by specialization" description="Evaluated answers, all time.">
        <BarChart label="Answers by specialization" color="accent.500" bars={bySpecialization.map((s) => ({ label: s.name, value: s.answers }))} />
      </Panel>
      <Panel title="Answers by interview type" description="Interview sessions by type, and mock interviews.">
        <BarChart label="Answers by interview type" color="accent.500" bars={byType.map((t) => ({ label: t.type, value: t.answers }))} />
      </Panel>
      <Panel
        title="New accounts per week"
        description="The last eight weeks."
        actions={
          <Button asChild size="sm" variant="outline" colorPalette="navy">
            <RouterLink to="/company-analytics">Talent dashboard</RouterLink>
          </Button>
        }
      >
        <BarChart label="New accounts per week" bars={signupsByWeek.map((w) => ({ label: `Week of ${weekLabel.format(new Date(`${w.weekStart}T00:00:00Z`))}`, value: w.signups }))} />
      </Panel>
    </Grid>
  );
}
