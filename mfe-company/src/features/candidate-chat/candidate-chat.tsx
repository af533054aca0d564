// Candidate Chat (/company/chat and /company/chat/:candidateId, spec 02 §2.12): the conversations list,
// or the thread with one candidate — persisted, refreshed every few seconds while the tab is visible.
import { useParams } from 'react-router';
import { AreaFrame } from '@bullpen/shared';
import { ConversationList } from './conversation-list';
import { ChatThread } from './chat-thread';

export default function CandidateChatPage() {
  const { candidateId } = useParams();
  if (candidateId) return <ChatThread candidateId={candidateId} />;
  return (
    <AreaFrame title="Candidate Chat" lead="Your conversations with candidates.">
      <ConversationList />
    </AreaFrame>
  );
}
