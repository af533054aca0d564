// The challenge runner (spec 02 §2.7): the run opened on the server, the countdown, one question at a
// time with its options or a text box, Cancel and Next Question / Finish Challenge; then 'Evaluating...'
// and the result (Cancel and a time-out end there too, with the answers so far scored).
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { CHALLENGE_MESSAGES, ErrorState, LoadingState, XP_RULE_TEXT, type PublicChallenge, type PublicChallengeLevel } from '@bullpen/shared';
import type { AttemptResult } from './api';
import { ChallengeResult } from './challenge-result';
import { useChallengeRun } from './use-challenge-run';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ChallengeRunner({
  challenge,
  level,
  onClose,
  onFinished,
  onRetake,
}: {
  challenge: PublicChallenge;
  level: PublicChallengeLevel;
  onClose: () => void;
  onFinished: (result: AttemptResult) => void;
  onRetake: () => void;
}) {
  const run = useChallengeRun(challenge, level, onClose, onFinished);
  const question = level.questions[run.index];
  const total = level.questions.length;
  const last = run.index + 1 === total;

  if (run.phase === 'evaluating') {
    return (
      <Card.Root variant="outline" role="status" aria-live="polite">
        <Card.Body alignItems="center" py="16" gap="4">
          <Spinner size="lg" color="accent.600" />
          <Text fontSize="lg" fontWeight="semibold">
            Evaluating...
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (run.phase === 'opening') return <LoadingState label="Starting the challenge" lines={4} />;
  if (run.phase === 'unopened') {
    return (
      <Stack gap="4" align="center">
        <ErrorState title="The challenge could not be started" description={run.error ?? undefined} onRetry={run.retry} retryLabel="Try again" />
        <Button variant="outline" colorPalette="navy" onClick={onClose}>
          Back to challenges
        </Button>
      </Stack>
    );
  }
  if (run.phase === 'failed') {
    return <ErrorState title="Your run could not be scored" description={run.error ?? undefined} onRetry={run.retry} retryLabel="Send again" />;
  }
  if (run.phase === 'done' && run.result) {
    return <ChallengeResult challenge={challenge} level={level} result={run.result} onClose={onClose} onRetake={onRetake} />;
  }
  if (!question) return null;

  const misconfigured = question.type === 'multiple-choice' && !question.options?.length;
  return (
    <Card.Root variant="outline" as="section" aria-label={`${challenge.title}, level ${level.level}`}>
      <Card.Header gap="3">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <Box>
            <Heading as="h2" size="lg" color="navy.900">
              {challenge.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Level {level.level} · up to {level.xpReward} XP
            </Text>
          </Box>
          <Box textAlign="end">
            <Text fontSize="xs" color="fg.muted">
              Time left
            </Text>
            <Text role="timer" aria-label={`Time left ${clock(run.secondsLeft)}`} fontSize="2xl" fontWeight="bold" color={run.secondsLeft <= 30 ? 'red.700' : 'navy.800'}>
              {clock(run.secondsLeft)}
            </Text>
          </Box>
        </Flex>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Question {run.index + 1} of {total}
          </Text>
          <Progress.Root value={((run.index + 1) / total) * 100} size="xs" colorPalette="accent" aria-label="Progress through the challenge">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </Card.Header>
      <Card.Body gap="4">
        <HStack>
          <Badge colorPalette="navy" variant="subtle">
            {question.type === 'multiple-choice' ? 'Multiple choice' : question.type === 'scenario' ? 'Scenario' : 'Reflection'}
          </Badge>
        </HStack>
        <Text as="h3" fontSize="lg" fontWeight="medium" id="challenge-question">
          {question.prompt}
        </Text>
        {misconfigured ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{CHALLENGE_MESSAGES.noOptions}</Alert.Title>
          </Alert.Root>
        ) : question.type === 'multiple-choice' ? (
          <RadioGroup.Root
            key={question.id}
            aria-labelledby="challenge-question"
            value={run.draft.choice === undefined ? null : String(run.draft.choice)}
            onValueChange={(details) => details.value !== null && run.setChoice(Number(details.value))}
            colorPalette="accent"
          >
            <Stack gap="2">
              {question.options?.map((option, i) => (
                <RadioGroup.Item
                  key={option}
                  value={String(i)}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  _checked={{ borderColor: 'accent.500', bg: 'accent.50' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        ) : (
          <Textarea
            key={question.id}
            aria-labelledby="challenge-question"
            rows={6}
            placeholder="Type your answer: lead with your main point, then support it."
            value={run.draft.text ?? ''}
            onChange={(event) => run.setText(event.target.value)}
          />
        )}
        <Text fontSize="xs" color="fg.muted">
          {XP_RULE_TEXT} Written answers count as correct at 20/50 or more with our evaluator.
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Button variant="outline" colorPalette="red" onClick={run.cancel}>
          Cancel
        </Button>
        <Button colorPalette="accent" onClick={run.next}>
          {last ? 'Finish Challenge' : 'Next Question'}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
