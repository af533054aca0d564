// AI Hub Demo: See the AI Hub in action and join the waitlist for 50% off platform features.
import { AreaFrame } from '@bullpen/shared';

export default function DemoPage() {
  return <AreaFrame title="AI Hub Demo" lead="See the AI Hub in action and join the waitlist for 50% off platform features." />;
}
