// Candidate Chat: Message candidates and schedule interviews.
import { AreaFrame } from '@bullpen/shared';

export default function CandidateChatPage() {
  return <AreaFrame title="Candidate Chat" lead="Message candidates and schedule interviews." />;
}
