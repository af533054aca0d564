// The end of a run: how it ended (cancelled, or timed out on the server's clock), the §8 completion
// message from the gateway's scoring, and each question with whether it was right, the correct option
// and the explanation.
import { Alert, Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CHALLENGE_MESSAGES, type ChallengeRunOutcome, type PublicChallenge, type PublicChallengeLevel } from '@bullpen/shared';
import type { AttemptResult } from './api';

const ENDING_NOTICE: Partial<Record<ChallengeRunOutcome, string>> = {
  cancelled: `${CHALLENGE_MESSAGES.canceled} The questions you answered before cancelling were scored.`,
  'timed-out': CHALLENGE_MESSAGES.timedOut,
};

export function ChallengeResult({
  challenge,
  level,
  result,
  onClose,
  onRetake,
}: {
  challenge: PublicChallenge;
  level: PublicChallengeLevel;
  result: AttemptResult;
  onClose: () => void;
  onRetake: () => void;
}) {
  return (
    <Card.Root variant="outline" as="section" aria-label="Challenge result">
      <Card.Header>
        <Heading as="h2" size="lg" color="navy.900">
          {challenge.title} · Level {level.level}
        </Heading>
        {ENDING_NOTICE[result.outcome] && (
          <Alert.Root status={result.outcome === 'timed-out' ? 'warning' : 'info'} mt="2">
            <Alert.Indicator />
            <Alert.Title>{ENDING_NOTICE[result.outcome]}</Alert.Title>
          </Alert.Root>
        )}
        <Text role="status" fontSize="lg" fontWeight="semibold" color="accent.700" mt="2">
          {result.message}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {result.correct} of {result.total} correct
          {result.xpAwarded < result.xpEarned ? ` · this run was worth ${result.xpEarned} XP; only XP above your best run on this level is added` : ''}
        </Text>
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" gap="4" variant="plain">
          {result.results.map((r, i) => {
            const question = level.questions.find((q) => q.id === r.questionId);
            return (
              <List.Item key={r.questionId} display="block" borderWidth="1px" borderRadius="md" p="4">
                <HStack justify="space-between" align="start" gap="3">
                  <Text fontWeight="medium">
                    {i + 1}. {question?.prompt}
                  </Text>
                  <Badge colorPalette={r.correct ? 'green' : 'red'} flexShrink={0}>
                    {r.correct ? 'Correct' : r.answered ? 'Incorrect' : 'Not answered'}
                  </Badge>
                </HStack>
                <Stack gap="1" mt="2" fontSize="sm">
                  {r.correctAnswer !== undefined && question?.options?.[r.correctAnswer] && (
                    <Text>
                      <Box as="span" fontWeight="semibold">
                        Answer:
                      </Box>{' '}
                      {question.options[r.correctAnswer]}
                    </Text>
                  )}
                  {r.evaluationScore !== undefined && r.answered && <Text>Evaluation: {r.evaluationScore}/50</Text>}
                  {r.feedback && <Text color="fg.muted">{r.feedback}</Text>}
                  {r.explanation && <Text color="fg.muted">{r.explanation}</Text>}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button colorPalette="accent" onClick={onRetake}>
          Try Again
        </Button>
        <Button variant="outline" colorPalette="navy" onClick={onClose}>
          Back to challenges
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
