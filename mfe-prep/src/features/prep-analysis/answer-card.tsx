// One evaluated answer: 'Question N', its score out of 50, the feedback and the ideal answer behind a toggle.
import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FALLBACK_IDEAL_ANSWERS, PREP_ANSWER_MAX, idealAnswerKey, type PrepAnswer } from '@bullpen/shared';

export function AnswerCard({ answer, open, onToggle }: { answer: PrepAnswer; open: boolean; onToggle: (key: string) => void }) {
  const key = idealAnswerKey(answer);
  const evaluation = answer.evaluation;
  const panelId = `ideal-${key}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={`answer-${key}`}>
      <HStack justify="space-between" align="start" gap="3">
        <Text fontWeight="semibold" color="navy.900">
          Question {answer.questionId + 1}
        </Text>
        <Text fontWeight="bold" flexShrink={0} data-testid="answer-score">
          {evaluation ? `${evaluation.score}/${PREP_ANSWER_MAX}` : 'Not evaluated'}
        </Text>
      </HStack>
      <Text mt="1">{answer.question}</Text>
      {evaluation && (
        <Stack gap="2" mt="3">
          <Text color="fg.muted">{evaluation.feedback}</Text>
          {evaluation.suggestions.length > 0 && (
            <List.Root ps="5" fontSize="sm" color="fg.muted" gap="1">
              {evaluation.suggestions.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
      <Button size="sm" variant="outline" colorPalette="navy" mt="3" onClick={() => onToggle(key)} aria-expanded={open} aria-controls={panelId} data-print-hide>
        {open ? 'Hide Ideal Answer' : 'Show Ideal Answer'}
      </Button>
      {open && (
        <Stack id={panelId} gap="3" mt="3" bg="navy.50" borderRadius="md" p="3">
          <Box>
            <Text fontWeight="semibold" fontSize="sm">
              Ideal Answer
            </Text>
            <Text whiteSpace="pre-wrap" data-testid="ideal-answer">
              {evaluation?.idealAnswer || FALLBACK_IDEAL_ANSWERS[answer.section]}
            </Text>
          </Box>
          <Box>
            <Text fontWeight="semibold" fontSize="sm">
              Your Answer
            </Text>
            <Text whiteSpace="pre-wrap">{answer.answer.trim() || 'No answer given.'}</Text>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
