// AI Hub Admin: Dashboard, specializations, candidates and insights.
import { AreaFrame } from '@bullpen/shared';

export default function AdminPortalPage() {
  return <AreaFrame title="AI Hub Admin" lead="Dashboard, specializations, candidates and insights." />;
}
