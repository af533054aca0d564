// Your Personalized Prep: CV feedback, technical rounds, behavioral questions and a case study.
import { AreaFrame } from '@bullpen/shared';

export default function PrepDashboardPage() {
  return <AreaFrame title="Your Personalized Prep" lead="CV feedback, technical rounds, behavioral questions and a case study." />;
}
