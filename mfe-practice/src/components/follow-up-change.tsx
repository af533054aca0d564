// How follow-up answers changed a question's score: before and after, and each follow-up with whether
// its answer made the point; or a note that the interviewer has a follow-up coming.
import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { AnsweredFollowUp, FollowUp } from '../api/follow-ups';
import { MAX_SCORE } from './evaluation-details';

export interface FollowUpOutcome {
  scoreBefore: number;
  scoreAfter: number;
  followUps: AnsweredFollowUp[];
}

function signed(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

export function FollowUpChange({ outcome }: { outcome: FollowUpOutcome }) {
  const change = outcome.scoreAfter - outcome.scoreBefore;
  return (
    <Box borderWidth="1px" borderColor="navy.100" bg="navy.50" borderRadius="lg" p="4" data-testid="follow-up-change">
      <Text fontWeight="semibold" color="navy.900">
        Follow-ups changed your score: {outcome.scoreBefore}/{MAX_SCORE} → {outcome.scoreAfter}/{MAX_SCORE} ({signed(change)})
      </Text>
      <List.Root gap="2" mt="2" ps="0" listStyle="none">
        {outcome.followUps.map((followUp) => (
          <List.Item key={followUp.round}>
            <HStack gap="2" align="flex-start" wrap="wrap">
              <Badge colorPalette={followUp.gapClosed ? 'green' : 'orange'} variant="subtle">
                {followUp.gapClosed ? 'Point made' : 'Still missing'}
              </Badge>
              <Text fontSize="sm" color="gray.900" flex="1" minW="12rem">
                {followUp.concept}: {followUp.scoreBefore} → {followUp.scoreAfter}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function FollowUpComing({ followUp }: { followUp: FollowUp }) {
  return (
    <Stack gap="1" borderWidth="1px" borderColor="accent.200" bg="accent.50" borderRadius="lg" p="4" role="status">
      <Text fontWeight="semibold" color="navy.900">
        Your interviewer has a follow-up question
      </Text>
      <Text fontSize="sm" color="gray.800">
        It is about “{followUp.concept}”. Continue to answer it: your answer counts towards this question's score.
      </Text>
    </Stack>
  );
}
