// The interview conversation: interviewer and candidate messages in a fixed-height, scrolling log
// that screen readers announce as it grows.
import { useEffect, useRef } from 'react';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { describeFillers, type DeliveryStats } from '@bullpen/shared';

export interface ChatMessage {
  id: number;
  role: 'ai' | 'user';
  content: string;
  /** How a spoken answer was delivered. */
  delivery?: DeliveryStats;
}

let nextId = 1;

export function chatMessage(role: ChatMessage['role'], content: string, delivery?: DeliveryStats): ChatMessage {
  return { id: nextId++, role, content, ...(delivery ? { delivery } : {}) };
}

export function DeliveryNote({ delivery }: { delivery: DeliveryStats }) {
  const fillers = describeFillers(delivery.fillers);
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="delivery-note">
      Spoken at {delivery.wordsPerMinute} words per minute · {delivery.fillers.total} filler{' '}
      {delivery.fillers.total === 1 ? 'word' : 'words'}
      {fillers ? ` (${fillers})` : ''}
    </Text>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'} gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {mine ? 'You' : 'AI Interviewer'}
      </Text>
      <Box
        maxW={{ base: '90%', md: '80%' }}
        px="4"
        py="3"
        borderRadius="xl"
        borderTopRightRadius={mine ? 'sm' : 'xl'}
        borderTopLeftRadius={mine ? 'xl' : 'sm'}
        bg={mine ? 'navy.800' : 'navy.50'}
        color={mine ? 'white' : 'gray.900'}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        data-role={message.role}
      >
        {message.content}
      </Box>
      {message.delivery && <DeliveryNote delivery={message.delivery} />}
    </Flex>
  );
}

function TypingIndicator() {
  return (
    <HStack gap="2" color="fg.muted" aria-label="The interviewer is typing">
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          boxSize="2"
          borderRadius="full"
          bg="navy.300"
          animation="pulse"
          animationDuration="1.2s"
          animationDelay={`${dot * 0.2}s`}
        />
      ))}
      <Text fontSize="sm">AI is typing…</Text>
    </HStack>
  );
}

export function ChatLog({ messages, typing, label }: { messages: ChatMessage[]; typing: boolean; label: string }) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
  }, [messages.length, typing]);

  return (
    <Box
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      h={{ base: '55vh', md: '460px' }}
      overflowY="auto"
      px={{ base: '3', md: '5' }}
      py="4"
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent.500', outlineOffset: '-2px' }}
    >
      <Flex direction="column" gap="4">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {typing && <TypingIndicator />}
      </Flex>
    </Box>
  );
}
