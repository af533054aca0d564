// One set of questions to answer and submit together: a technical round, the behavioral set or the
// case questions. Once submitted it shows the answers given and points to the analysis.
import { Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { PrepQuestion, PrepSection } from '@bullpen/shared';

export interface QuestionSetProps {
  section: PrepSection;
  round: number;
  questions: PrepQuestion[];
  submitted: boolean;
  submitting: boolean;
  /** Another set is being submitted: this one waits. */
  busy: boolean;
  submitLabel: string;
  valueOf: (section: PrepSection, round: number, questionId: number) => string;
  onChange: (questionId: number, value: string) => void;
  onSubmit: () => void;
}

export function QuestionSet(props: QuestionSetProps) {
  const { section, round, questions, submitted, submitting, busy } = props;
  const answers = questions.map((_, i) => props.valueOf(section, round, i));
  const anyAnswer = answers.some((a) => a.trim() !== '');

  if (submitted) {
    return (
      <Stack gap="4">
        {questions.map((q, i) => (
          <Box key={q.question}>
            <Text fontWeight="semibold">
              Question {i + 1}: {q.question}
            </Text>
            <Text color="fg.muted" mt="1" whiteSpace="pre-wrap">
              {answers[i]?.trim() ? answers[i] : 'No answer given.'}
            </Text>
          </Box>
        ))}
        <Text bg="green.50" color="green.900" borderRadius="md" px="3" py="2" data-testid="submitted-note">
          Submitted. Your score and the ideal answer for each question are in the{' '}
          <Link asChild color="green.900" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/AnalysisPersonalizedPrep">analysis</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {questions.map((q, i) => (
        <Field.Root key={q.question} disabled={submitting}>
          <Field.Label fontWeight="semibold" lineHeight="1.5">
            Question {i + 1}: {q.question}
          </Field.Label>
          <Textarea
            rows={4}
            value={answers[i] ?? ''}
            onChange={(event) => props.onChange(i, event.target.value)}
            placeholder="Type your answer"
          />
        </Field.Root>
      ))}
      <Box>
        <Button
          colorPalette="navy"
          onClick={props.onSubmit}
          disabled={!anyAnswer || busy}
          loading={submitting}
          loadingText="Evaluating..."
          w={{ base: 'full', sm: 'auto' }}
        >
          {props.submitLabel}
        </Button>
        {!anyAnswer && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            Answer at least one question to submit. Questions left blank are not scored.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
