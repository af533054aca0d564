// An answer the gateway scores: the composer (typed or spoken), "Scoring your answer…" while it is
// scored, and why it could not be, with the answer kept to send again.
import { Stack, Text } from '@chakra-ui/react';
import { AnswerComposer } from './answer-composer';

export function ScoredAnswer({
  label,
  placeholder = 'Type your answer…',
  helperText,
  onSubmit,
  pending,
  error,
}: {
  label: string;
  placeholder?: string;
  helperText: string;
  onSubmit: (text: string) => void;
  pending: boolean;
  error: Error | null;
}) {
  return (
    <Stack gap="2">
      <AnswerComposer label={label} placeholder={placeholder} onSubmit={(text) => onSubmit(text)} disabled={pending} submitLabel="Submit answer" helperText={helperText} />
      {pending && (
        <Text fontSize="sm" color="navy.800" role="status">
          Scoring your answer…
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="red.700" role="alert">
          {error.message || 'Your answer could not be scored.'} Please try again.
        </Text>
      )}
    </Stack>
  );
}
