// Your Performance Insights: Unified Analytics Dashboard
import { AreaFrame } from '@bullpen/shared';

export default function AnalyticsPage() {
  return <AreaFrame title="Your Performance Insights" lead="Unified Analytics Dashboard" />;
}
