// The frame of an interview chat: a header (title and controls), the conversation, and below it
// whatever the screen adds (specialization buttons, the answer box).
import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';
import { ChatLog, type ChatMessage } from './chat-log';

export function ChatPanel({
  title,
  controls,
  messages,
  typing,
  children,
}: {
  title: string;
  controls?: ReactNode;
  messages: ChatMessage[];
  typing: boolean;
  children?: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="white" boxShadow="sm" overflow="hidden" minW="0">
      <Flex
        px={{ base: '3', md: '5' }}
        py="3"
        borderBottomWidth="1px"
        borderColor="border"
        bg="navy.50"
        justify="space-between"
        align="center"
        gap="3"
        wrap="wrap"
      >
        <Heading as="h2" size="md" color="navy.900">
          {title}
        </Heading>
        {controls}
      </Flex>
      <ChatLog messages={messages} typing={typing} label="Interview conversation" />
      {children}
    </Box>
  );
}
