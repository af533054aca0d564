// Interview Analysis: How you did, section by section.
import { AreaFrame } from '@bullpen/shared';

export default function PrepAnalysisPage() {
  return <AreaFrame title="Interview Analysis" lead="How you did, section by section." />;
}
