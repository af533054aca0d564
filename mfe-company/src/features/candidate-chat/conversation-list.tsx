// The company user's conversations, the latest first, each with its last message.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchConversations } from '../../api/company';
import { COMPANY_QUERIES } from '../../api/company-queries';
import { CandidateHeading } from '../../components/candidate-heading';

const POLL_MS = 5000;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ConversationList() {
  const list = useQuery({
    queryKey: COMPANY_QUERIES.conversations,
    queryFn: ({ signal }) => fetchConversations(signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const retryList = useRetry(COMPANY_QUERIES.conversations);

  if (list.isPending) return <LoadingState label="Loading your conversations" lines={5} />;
  if (list.isLoadingError) return <ErrorState title="We could not load your conversations" description={list.error.message} onRetry={retryList} />;
  const { conversations } = list.data;
  if (!conversations.length) {
    return (
      <EmptyState
        title="No conversations yet"
        description="Contact a candidate from the Talent Dashboard to start one."
        action={
          <Button asChild colorPalette="navy">
            <RouterLink to="/company/analytics">Open the Talent Dashboard</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Conversations">
      {conversations.map((conversation) => (
        <LinkBox as="li" key={conversation.candidate.id} borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p="4" _hover={{ borderColor: 'navy.300' }}>
          <Flex gap="4" justify="space-between" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
            <LinkOverlay asChild>
              <RouterLink to={`/company/chat/${encodeURIComponent(conversation.candidate.id)}`} aria-label={`Open the conversation with ${conversation.candidate.name}`}>
                <CandidateHeading candidate={conversation.candidate} />
              </RouterLink>
            </LinkOverlay>
            <Box minW="0" maxW={{ md: '50%' }} textAlign={{ md: 'right' }}>
              {conversation.lastMessage && (
                <Text color="gray.700" truncate>
                  {conversation.lastMessage.sender === 'company' ? 'You: ' : ''}
                  {conversation.lastMessage.body}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {when.format(new Date(conversation.lastMessageAt))}
              </Text>
            </Box>
          </Flex>
        </LinkBox>
      ))}
    </Stack>
  );
}
