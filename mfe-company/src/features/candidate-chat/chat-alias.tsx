// /company-chat/:id, the spelling the spec's admin dashboard links to (/company-chat/1): a candidate id
// opens that conversation; a number n opens the recruiter's n-th conversation, the latest first; any
// other id, or a number past the list, says the conversation was not found and leads back to the list.
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { Button, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AreaFrame, EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchConversations } from '../../api/company';
import { COMPANY_QUERIES } from '../../api/company-queries';

const CANDIDATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITION = /^[1-9]\d{0,3}$/;

const threadPath = (candidateId: string) => `/company/chat/${encodeURIComponent(candidateId)}`;

function NotFound({ id }: { id: string }) {
  return (
    <AreaFrame title="Candidate Chat">
      <EmptyState
        title="Conversation not found"
        description={`There is no conversation “${id}” among yours. Open one from your conversations, or contact a candidate from the Talent Dashboard.`}
        action={
          <Flex gap="2" wrap="wrap" justify="center">
            <Button asChild colorPalette="navy">
              <RouterLink to="/company/chat">Your conversations</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="navy">
              <RouterLink to="/company/analytics">Talent Dashboard</RouterLink>
            </Button>
          </Flex>
        }
      />
    </AreaFrame>
  );
}

function NthConversation({ position }: { position: number }) {
  const list = useQuery({ queryKey: COMPANY_QUERIES.conversations, queryFn: ({ signal }) => fetchConversations(signal) });
  const retry = useRetry(COMPANY_QUERIES.conversations);
  if (list.isPending) return <LoadingState label="Opening the conversation" lines={4} />;
  if (list.isLoadingError) return <ErrorState title="We could not load your conversations" description={list.error.message} onRetry={retry} />;
  const conversation = list.data.conversations[position - 1];
  if (!conversation) return <NotFound id={String(position)} />;
  return <Navigate to={threadPath(conversation.candidate.id)} replace />;
}

export default function ChatAliasPage() {
  const { id = '' } = useParams();
  if (CANDIDATE_ID.test(id)) return <Navigate to={threadPath(id)} replace />;
  if (POSITION.test(id)) return <NthConversation position={Number(id)} />;
  return <NotFound id={id} />;
}
