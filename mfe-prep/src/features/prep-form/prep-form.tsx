// Personalized Prep: Tell us about the role and we will build your preparation plan.
import { AreaFrame } from '@bullpen/shared';

export default function PrepFormPage() {
  return <AreaFrame title="Personalized Prep" lead="Tell us about the role and we will build your preparation plan." />;
}
