// The evaluation phase of an interview session (spec 02 §2.5): one answer at a time; closing the last
// opens the summary.
import { Box, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { FollowUpResult } from '../../api/follow-ups';
import { EvaluationDetails } from '../../components/evaluation-details';
import { FollowUpChange } from '../../components/follow-up-change';
import { SessionFollowUp } from './session-follow-up';
import type { SessionAnswer } from './use-interview-session';

export function SessionReview({
  answers,
  step,
  onPrevious,
  onClose,
  onFollowUpAnswered,
}: {
  answers: SessionAnswer[];
  step: number;
  onPrevious: () => void;
  onClose: () => void;
  onFollowUpAnswered?: (index: number, result: FollowUpResult) => void;
}) {
  const answer = answers[step];
  if (!answer) return null;
  const last = step === answers.length - 1;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="review-heading">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h2" id="review-heading" size="lg" color="navy.900">
            Answer Evaluation
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="review-step">
            Answer {step + 1} of {answers.length}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body>
        <EvaluationDetails question={answer.question} answer={answer.answer} state={answer.state} />
        {answer.followUps && (
          <Box mt="4">
            <FollowUpChange outcome={answer.followUps} />
          </Box>
        )}
        {answer.followUp && answer.responseId && onFollowUpAnswered && (
          <SessionFollowUp responseId={answer.responseId} followUp={answer.followUp} onAnswered={(result) => onFollowUpAnswered(answer.index, result)} />
        )}
        {answer.xpAwarded > 0 && (
          <Box mt="4" borderWidth="1px" borderColor="accent.200" bg="accent.50" borderRadius="lg" p="3">
            <Text fontWeight="semibold" color="navy.900">
              +{answer.xpAwarded} XP earned
            </Text>
          </Box>
        )}
      </Card.Body>
      <Card.Footer>
        <HStack justify="space-between" w="full" gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="navy" onClick={onPrevious} disabled={step === 0}>
            Previous
          </Button>
          <Button colorPalette="accent" onClick={onClose}>
            {last ? 'Close and see summary' : 'Next answer'}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
