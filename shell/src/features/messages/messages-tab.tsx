// The Messages tab of /profile: what recruiters wrote to this candidate through the company portal,
// the interviews they scheduled, and the candidate's answers. Refreshed every few seconds while the
// tab is visible.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, Grid, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, toaster, useRetry } from '@bullpen/shared';
import { fetchConversations, fetchThread, sendReply, type CandidateConversation, type CandidateThread, type ChatMessage } from './messages-api';

const POLL_MS = 4000;
const MESSAGES = {
  conversations: ['messages', 'conversations'],
  thread: (id: string) => ['messages', 'thread', id],
} as const;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'candidate';
  return (
    <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '85%', md: '75%' }} data-sender={message.sender}>
      <Box bg={mine ? 'navy.700' : 'white'} color={mine ? 'white' : 'gray.900'} borderWidth={mine ? '0' : '1px'} borderColor="navy.100" px="4" py="2.5" borderRadius="xl">
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.body}
        </Text>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" textAlign={mine ? 'right' : 'left'}>
        {mine ? 'You' : 'Recruiter'} · {when.format(new Date(message.createdAt))}
      </Text>
    </Box>
  );
}

function Reply({ onSend }: { onSend: (body: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  async function send() {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    if (await onSend(body)) setText('');
    setSending(false);
  }
  return (
    <Flex
      as="form"
      gap="2"
      align="flex-end"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        aria-label="Reply"
        placeholder="Write a reply…"
        rows={2}
        resize="none"
        maxLength={2000}
        bg="white"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <Button type="submit" colorPalette="navy" loading={sending} disabled={!text.trim()}>
        Send
      </Button>
    </Flex>
  );
}

function Thread({ id }: { id: string }) {
  const client = useQueryClient();
  const thread = useQuery({ queryKey: MESSAGES.thread(id), queryFn: ({ signal }) => fetchThread(id, signal), refetchInterval: POLL_MS, refetchOnWindowFocus: true });
  const retryThread = useRetry(MESSAGES.thread(id));
  // A reply is the thread's and, as its last message, the conversation list's.
  const { mutateAsync: sendNow } = useMutation({
    mutationFn: (body: string) => sendReply(id, body),
    onSuccess: () => {
      for (const queryKey of [MESSAGES.thread(id), MESSAGES.conversations]) void client.invalidateQueries({ queryKey });
    },
  });
  const end = useRef<HTMLDivElement>(null);
  const lastId = thread.data?.messages.at(-1)?.id;
  useEffect(() => {
    // A block body: scrollIntoView may return a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  const reply = useCallback(
    async (body: string) => {
      try {
        await sendNow(body);
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: 'Reply not sent', description: error instanceof Error ? error.message : undefined });
        return false;
      }
    },
    [sendNow],
  );

  if (thread.isPending) return <LoadingState label="Loading the conversation" />;
  if (thread.isLoadingError) return <ErrorState title="We could not load this conversation" description={thread.error.message} onRetry={retryThread} />;
  const data: CandidateThread = thread.data;
  return (
    <Box borderWidth="1px" borderColor="navy.100" borderRadius="lg" overflow="hidden" bg="white">
      <Box px="4" py="3" borderBottomWidth="1px" borderColor="navy.100">
        <Text fontWeight="semibold" color="navy.900">
          {data.company.name}
        </Text>
        {data.company.organisation && (
          <Text fontSize="sm" color="fg.muted">
            {data.company.organisation}
          </Text>
        )}
        {data.interviews.length > 0 && (
          <HStack gap="2" wrap="wrap" mt="2" aria-label="Scheduled interviews">
            {data.interviews.map((interview) => (
              <Badge key={interview.id} colorPalette="accent" variant="subtle">
                Interview {interview.date} at {interview.time}
              </Badge>
            ))}
          </HStack>
        )}
      </Box>
      <Stack gap="3" p="4" bg="navy.50" minH="240px" maxH="55vh" overflowY="auto" role="log" aria-label="Messages" aria-live="polite">
        {data.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        <div ref={end} />
      </Stack>
      <Box p="3" borderTopWidth="1px" borderColor="navy.100">
        <Reply onSend={reply} />
      </Box>
    </Box>
  );
}

function ConversationButton({ conversation, selected, onSelect }: { conversation: CandidateConversation; selected: boolean; onSelect: () => void }) {
  return (
    <Button
      variant={selected ? 'subtle' : 'ghost'}
      colorPalette="navy"
      h="auto"
      py="3"
      px="3"
      w="full"
      justifyContent="flex-start"
      textAlign="left"
      whiteSpace="normal"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      <Box minW="0" w="full">
        <Text fontWeight="semibold" truncate>
          {conversation.company.name}
          {conversation.company.organisation ? ` · ${conversation.company.organisation}` : ''}
        </Text>
        {conversation.lastMessage && (
          <Text fontSize="sm" fontWeight="normal" color="fg.muted" truncate>
            {conversation.lastMessage.sender === 'candidate' ? 'You: ' : ''}
            {conversation.lastMessage.body}
          </Text>
        )}
      </Box>
    </Button>
  );
}

export function MessagesTab() {
  const list = useQuery({ queryKey: MESSAGES.conversations, queryFn: ({ signal }) => fetchConversations(signal), refetchInterval: POLL_MS, refetchOnWindowFocus: true });
  const retryList = useRetry(MESSAGES.conversations);
  const [chosen, setChosen] = useState<string | null>(null);

  if (list.isPending) return <LoadingState label="Loading your messages" />;
  if (list.isLoadingError) return <ErrorState title="We could not load your messages" description={list.error.message} onRetry={retryList} />;
  const { conversations } = list.data;
  if (!conversations.length) {
    return (
      <EmptyState
        title="No messages yet"
        description="When a recruiter contacts you through Bullpen, the conversation appears here. Recruiters can find you when “Let recruiters see my profile” is on in the Profile tab."
      />
    );
  }
  const selected = conversations.find((c) => c.id === chosen)?.id ?? conversations[0]?.id ?? null;
  return (
    <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="4" alignItems="start">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Conversations">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationButton conversation={conversation} selected={conversation.id === selected} onSelect={() => setChosen(conversation.id)} />
          </li>
        ))}
      </Stack>
      {selected && <Thread key={selected} id={selected} />}
    </Grid>
  );
}
