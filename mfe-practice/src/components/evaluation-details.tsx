// One answer's evaluation (spec 02 §2.2): the question, a spinner while the AI evaluates, then the
// score out of 50, the fallback banner, feedback and suggestions, and the candidate's own answer.
import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import type { Evaluation, EvaluationLevel } from '../api/practice';

export const MAX_SCORE = 50;
export const EVALUATING_TEXT = 'AI is evaluating your answer...';
export const FALLBACK_BANNER = 'Using simplified evaluation due to connection issues with AI service.';

const LEVEL_LABEL: Record<EvaluationLevel, { text: string; palette: string }> = {
  strong: { text: 'Strong', palette: 'green' },
  medium: { text: 'Medium', palette: 'accent' },
  weak: { text: 'Weak', palette: 'orange' },
  none: { text: 'No score', palette: 'gray' },
};

export type EvaluationState =
  | { status: 'loading' }
  | { status: 'done'; evaluation: Evaluation }
  | { status: 'error'; message: string; onRetry?: () => void }
  /** Nothing to show and nothing coming (e.g. a visitor's session answer). */
  | { status: 'none'; message: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="navy.700" textTransform="uppercase" letterSpacing="wide" mb="1">
        {title}
      </Text>
      {children}
    </Box>
  );
}

export function ScoreLine({ evaluation }: { evaluation: Evaluation }) {
  const level = LEVEL_LABEL[evaluation.level];
  return (
    <Stack gap="2">
      <HStack gap="3" align="baseline" wrap="wrap">
        <Text fontSize="3xl" fontWeight="bold" color="navy.900" data-testid="evaluation-score">
          {evaluation.score}/{MAX_SCORE}
        </Text>
        <Badge colorPalette={level.palette} variant="subtle" size="md">
          {level.text}
        </Badge>
      </HStack>
      <Progress.Root value={evaluation.score} max={MAX_SCORE} colorPalette="accent" size="sm" aria-label={`Score ${evaluation.score} out of ${MAX_SCORE}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

export function EvaluationDetails({ question, answer, state }: { question: string; answer: string; state: EvaluationState }) {
  return (
    <Stack gap="5">
      <Section title="Question">
        <Text color="gray.900">{question}</Text>
      </Section>

      {state.status === 'loading' && (
        <HStack gap="3" py="4" role="status" aria-live="polite">
          <Spinner color="accent.600" size="md" />
          <Text color="navy.800">{EVALUATING_TEXT}</Text>
        </HStack>
      )}

      {state.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your answer could not be evaluated</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
          {state.onRetry && (
            <Button size="sm" colorPalette="navy" alignSelf="center" onClick={state.onRetry}>
              Retry
            </Button>
          )}
        </Alert.Root>
      )}

      {state.status === 'none' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{state.message}</Alert.Description>
        </Alert.Root>
      )}

      {state.status === 'done' && (
        <>
          {state.evaluation.notice && (
            <Alert.Root status="warning" bg="yellow.100" borderColor="yellow.300" borderWidth="1px" color="yellow.900">
              <Alert.Indicator color="yellow.700" />
              <Alert.Description>{FALLBACK_BANNER}</Alert.Description>
            </Alert.Root>
          )}
          <Section title="Score">
            <ScoreLine evaluation={state.evaluation} />
          </Section>
          <Section title="Feedback">
            <Text color="gray.900">{state.evaluation.feedback}</Text>
          </Section>
          {state.evaluation.suggestions.length > 0 && (
            <Section title="Suggestions">
              <List.Root gap="1" ps="5" color="gray.900">
                {state.evaluation.suggestions.map((suggestion) => (
                  <List.Item key={suggestion}>{suggestion}</List.Item>
                ))}
              </List.Root>
            </Section>
          )}
        </>
      )}

      <Section title="Your answer">
        <Box bg="navy.50" borderRadius="md" p="3" whiteSpace="pre-wrap" overflowWrap="anywhere" color="gray.900">
          {answer}
        </Box>
      </Section>
    </Stack>
  );
}
