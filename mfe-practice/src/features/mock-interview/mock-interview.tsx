// Mock Interview: Practice a six-question interview and get feedback on every answer.
import { AreaFrame } from '@bullpen/shared';

export default function MockInterviewPage() {
  return <AreaFrame title="Mock Interview" lead="Practice a six-question interview and get feedback on every answer." />;
}
