// A follow-up question in an interview session's evaluation (issue 20): the interviewer's question on
// what the answer missed, answered here by typing or by voice; the answer is scored with the first one
// and changes the question's score, and a second follow-up may come.
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { celebrateAward } from '@bullpen/shared';
import { answerSessionFollowUp, followUpLine, type FollowUp, type FollowUpResult } from '../../api/follow-ups';
import { ScoredAnswer } from '../../components/scored-answer';

export function SessionFollowUp({
  responseId,
  followUp,
  onAnswered,
}: {
  responseId: string;
  followUp: FollowUp;
  onAnswered: (result: FollowUpResult) => void;
}) {
  const answer = useMutation({
    mutationFn: (text: string) => answerSessionFollowUp(responseId, text),
    onSuccess: (result) => {
      celebrateAward(result, { visitorXp: false });
      onAnswered(result);
    },
  });
  return (
    <Stack gap="3" mt="4" borderWidth="1px" borderColor="accent.200" bg="accent.50" borderRadius="lg" p="4" as="section" aria-label="Follow-up question">
      <Text fontWeight="semibold" color="navy.900">
        {followUpLine(followUp)}
      </Text>
      <ScoredAnswer
        key={followUp.round}
        label="Your answer to the follow-up"
        helperText="It counts towards this question's score."
        onSubmit={(text) => answer.mutate(text)}
        pending={answer.isPending}
        error={answer.error}
      />
    </Stack>
  );
}
