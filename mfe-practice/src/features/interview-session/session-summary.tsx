// The summary of an interview session (spec 02 §2.5): the average score and each question's score;
// Finish, and Back to Specializations.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { MAX_SCORE } from '../../components/evaluation-details';
import { sessionAverage, type SessionAnswer } from './use-interview-session';

function scoreText(answer: SessionAnswer): string {
  if (answer.state.status === 'done') return `${answer.state.evaluation.score}/${MAX_SCORE}`;
  if (answer.state.status === 'loading') return 'Evaluating…';
  return 'Not scored';
}

export function SessionSummary({
  answers,
  finishing,
  onFinish,
  onBack,
}: {
  answers: SessionAnswer[];
  finishing: boolean;
  onFinish: () => void;
  onBack: () => void;
}) {
  const average = sessionAverage(answers);
  const xp = answers.reduce((sum, a) => sum + a.xpAwarded, 0);
  return (
    <Stack gap="6" as="section" aria-labelledby="summary-heading">
      <Flex justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
        <Heading as="h2" id="summary-heading" size="xl" color="navy.900">
          Interview Summary
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="navy" onClick={onBack}>
            Back to Specializations
          </Button>
          <Button colorPalette="accent" onClick={onFinish} disabled={finishing}>
            Finish
          </Button>
        </HStack>
      </Flex>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Stat.Root flex="1" borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
          <Stat.Label>Average score</Stat.Label>
          <Stat.ValueText data-testid="session-average">{average === null ? '—' : `${average}/${MAX_SCORE}`}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root flex="1" borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
          <Stat.Label>Questions answered</Stat.Label>
          <Stat.ValueText>{answers.length}</Stat.ValueText>
        </Stat.Root>
        {xp > 0 && (
          <Stat.Root flex="1" borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
            <Stat.Label>XP earned</Stat.Label>
            <Stat.ValueText>{xp} XP</Stat.ValueText>
          </Stat.Root>
        )}
      </Flex>
      <Stack gap="3" as="ol" listStyleType="none" aria-label="Scores per question">
        {answers.map((answer) => (
          <Card.Root as="li" key={answer.index} variant="outline">
            <Card.Body p="4">
              <Flex gap="3" justify="space-between" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    Question {answer.index + 1}
                  </Text>
                  <Text color="gray.900">{answer.question}</Text>
                </Box>
                <Badge size="lg" colorPalette={answer.state.status === 'done' ? 'accent' : 'gray'} flexShrink={0}>
                  {scoreText(answer)}
                </Badge>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
