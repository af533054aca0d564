// One message of the candidate chat: the company's on the right in navy, the candidate's on the left.
import { Box, Text } from '@chakra-ui/react';
import type { ChatMessage } from '../api/company';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'company';
  return (
    <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '85%', md: '70%' }} data-sender={message.sender}>
      <Box
        bg={mine ? 'navy.700' : 'gray.100'}
        color={mine ? 'white' : 'gray.900'}
        px="4"
        py="2.5"
        borderRadius="xl"
        borderBottomRightRadius={mine ? 'sm' : 'xl'}
        borderBottomLeftRadius={mine ? 'xl' : 'sm'}
      >
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.body}
        </Text>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" textAlign={mine ? 'right' : 'left'}>
        {mine ? 'You' : 'Candidate'} · {timeFormat.format(new Date(message.createdAt))}
      </Text>
    </Box>
  );
}
