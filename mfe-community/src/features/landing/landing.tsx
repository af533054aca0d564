// Bullpen: A finance community of students and professionals: services, events, team and contact.
import { AreaFrame } from '@bullpen/shared';

export default function LandingPage() {
  return <AreaFrame title="Bullpen" lead="A finance community of students and professionals: services, events, team and contact." />;
}
