// Talent Dashboard: Top performers, most improved candidates and AI candidate matching.
import { AreaFrame } from '@bullpen/shared';

export default function TalentDashboardPage() {
  return <AreaFrame title="Talent Dashboard" lead="Top performers, most improved candidates and AI candidate matching." />;
}
