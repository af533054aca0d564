// The thread with one candidate: header (picture, name, university), the messages, scheduled
// interviews, the message box and Schedule Interview; back to /company/analytics.
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, EmptyState, ErrorState, LoadingState, toaster, useRetry } from '@bullpen/shared';
import { fetchThread, scheduleInterview, sendMessage, type CompanyThread } from '../../api/company';
import { COMPANY_QUERIES } from '../../api/company-queries';
import { CandidateHeading } from '../../components/candidate-heading';
import { MessageBubble } from '../../components/message-bubble';
import { MessageComposer } from '../../components/message-composer';
import { CHAT } from '../../messages';
import { ScheduleDialog } from './schedule-dialog';

/** New messages show within this, while the tab is visible. */
const POLL_MS = 4000;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '3', md: '8' }} py={{ base: '4', md: '8' }}>
      <Button asChild variant="ghost" colorPalette="navy" size="sm" mb="3" ms="-3">
        <RouterLink to="/company/analytics">← Back to the Talent Dashboard</RouterLink>
      </Button>
      {children}
    </Box>
  );
}

function Messages({ thread }: { thread: CompanyThread }) {
  const end = useRef<HTMLDivElement>(null);
  const last = thread.messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  return (
    <Stack gap="3" p={{ base: '3', md: '5' }} minH="320px" maxH="60vh" overflowY="auto" bg="navy.50" aria-label="Messages" role="log" aria-live="polite">
      {thread.messages.length === 0 ? (
        <Text color="fg.muted" textAlign="center" my="auto">
          No messages yet. Introduce yourself to {thread.candidate.name}.
        </Text>
      ) : (
        thread.messages.map((message) => <MessageBubble key={message.id} message={message} />)
      )}
      <div ref={end} />
    </Stack>
  );
}

export function ChatThread({ candidateId }: { candidateId: string }) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: COMPANY_QUERIES.thread(candidateId),
    queryFn: ({ signal }) => fetchThread(candidateId, signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const retryThread = useRetry(COMPANY_QUERIES.thread(candidateId));
  // A message or an invitation is the thread's and, as its last message, the conversation list's.
  const reload = useCallback(() => {
    for (const queryKey of [COMPANY_QUERIES.thread(candidateId), COMPANY_QUERIES.conversations]) void client.invalidateQueries({ queryKey });
  }, [client, candidateId]);
  const { mutateAsync: sendNow } = useMutation({ mutationFn: (body: string) => sendMessage(candidateId, body), onSuccess: reload });
  const { mutateAsync: scheduleNow } = useMutation({
    mutationFn: (slot: { date: string; time: string }) => scheduleInterview(candidateId, slot),
    onSuccess: reload,
  });

  const send = useCallback(
    async (body: string) => {
      try {
        await sendNow(body);
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: CHAT.sendFailed, description: error instanceof Error ? error.message : undefined });
        return false;
      }
    },
    [sendNow],
  );

  const schedule = useCallback(
    async (slot: { date: string; time: string }) => {
      try {
        const { message } = await scheduleNow(slot);
        toaster.create({ type: 'success', title: CHAT.scheduled.title, description: message.body });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: CHAT.scheduleFailed, description: error instanceof Error ? error.message : undefined });
        return false;
      }
    },
    [scheduleNow],
  );

  if (thread.isPending) return <Frame><LoadingState label="Loading the conversation" lines={6} /></Frame>;
  if (thread.isLoadingError) {
    return (
      <Frame>
        {thread.error instanceof ApiError && thread.error.status === 404 ? (
          <EmptyState title="Candidate not found" description="This candidate does not exist or no longer shares their profile with recruiters." />
        ) : (
          <ErrorState title="We could not load this conversation" description={thread.error.message} onRetry={retryThread} />
        )}
      </Frame>
    );
  }
  const { candidate, interviews } = thread.data;
  return (
    <Frame>
      <Box borderWidth="1px" borderColor="navy.100" borderRadius="xl" bg="white" overflow="hidden">
        <Flex as="header" gap="3" p={{ base: '3', md: '5' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} borderBottomWidth="1px" borderColor="navy.100">
          <CandidateHeading candidate={candidate} size="lg" as="h1" />
          <ScheduleDialog candidateName={candidate.name} onSchedule={schedule} />
        </Flex>
        {interviews.length > 0 && (
          <HStack gap="2" wrap="wrap" px={{ base: '3', md: '5' }} py="2" borderBottomWidth="1px" borderColor="navy.100" aria-label="Scheduled interviews">
            <Text fontSize="sm" color="fg.muted">
              Interviews:
            </Text>
            {interviews.map((interview) => (
              <Badge key={interview.id} colorPalette="accent" variant="subtle">
                {interview.date} at {interview.time}
              </Badge>
            ))}
          </HStack>
        )}
        <Messages thread={thread.data} />
        <Box p={{ base: '3', md: '4' }} borderTopWidth="1px" borderColor="navy.100">
          <MessageComposer onSend={send} label={`Message to ${candidate.name}`} />
        </Box>
      </Box>
    </Frame>
  );
}
