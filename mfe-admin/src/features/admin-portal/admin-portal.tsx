// The admin portal ('AI Hub', /admin, spec 02 §2.13) with real data: Dashboard (figures, Quick Access
// and its tools), Specializations (question bank), Candidates and Insights. Admins only (the shell's
// guard in the browser, requireRole('admin') on every endpoint).
import { useSearchParams } from 'react-router';
import { Tabs } from '@chakra-ui/react/tabs';
import { AreaFrame } from '@bullpen/shared';
import { CandidatesTab } from './candidates-tab';
import { DashboardTab } from './dashboard-tab';
import { InsightsTab } from './insights-tab';
import { SpecializationsTab } from './specializations-tab';

const TABS = ['dashboard', 'specializations', 'candidates', 'insights'] as const;
type TabName = (typeof TABS)[number];

export default function AdminPortalPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabName = TABS.find((name) => name === requested) ?? 'dashboard';

  return (
    <AreaFrame title="AI Hub Admin" lead="Dashboard, specializations, candidates and insights.">
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams(value === 'dashboard' ? {} : { tab: value }, { replace: true })}
        colorPalette="navy"
        lazyMount
      >
        <Tabs.List mb="6" overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="dashboard" flexShrink={0}>Dashboard</Tabs.Trigger>
          <Tabs.Trigger value="specializations" flexShrink={0}>Specializations</Tabs.Trigger>
          <Tabs.Trigger value="candidates" flexShrink={0}>Candidates</Tabs.Trigger>
          <Tabs.Trigger value="insights" flexShrink={0}>Insights</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="dashboard" p="0">
          <DashboardTab />
        </Tabs.Content>
        <Tabs.Content value="specializations" p="0">
          <SpecializationsTab />
        </Tabs.Content>
        <Tabs.Content value="candidates" p="0">
          <CandidatesTab />
        </Tabs.Content>
        <Tabs.Content value="insights" p="0">
          <InsightsTab />
        </Tabs.Content>
      </Tabs.Root>
    </AreaFrame>
  );
}
