// AI Hub: AI mock interviews, skill challenges and analytics for six finance specializations.
import { AreaFrame } from '@bullpen/shared';

export default function AiHubPage() {
  return <AreaFrame title="AI Hub" lead="AI mock interviews, skill challenges and analytics for six finance specializations." />;
}
