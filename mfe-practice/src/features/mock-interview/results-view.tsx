// The mock interview's results (spec 02 §2.1): each question's score, the average, the XP earned,
// and Start New Interview.
import { useNavigate } from 'react-router';
import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { MAX_SCORE } from '../../components/evaluation-details';
import type { QuestionResult } from './use-mock-interview';

export function averageScore(results: QuestionResult[]): number {
  if (results.length === 0) return 0;
  return Math.round(results.reduce((sum, r) => sum + r.score, 0) / results.length);
}

export function ResultsView({
  specialization,
  results,
  total,
  premium,
  onRestart,
}: {
  specialization: string;
  results: QuestionResult[];
  total: number;
  premium: boolean;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const xp = results.reduce((sum, r) => sum + r.xpAwarded, 0);
  return (
    <Stack gap="6" as="section" aria-labelledby="results-heading">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4">
        <Box>
          <Heading as="h2" id="results-heading" size="xl" color="navy.900">
            Interview Results
          </Heading>
          <Text color="fg.muted">{specialization} mock interview</Text>
        </Box>
        <Button colorPalette="accent" onClick={onRestart}>
          Start New Interview
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
          <Stat.Label>Average score</Stat.Label>
          <Stat.ValueText data-testid="average-score">
            {averageScore(results)}/{MAX_SCORE}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
          <Stat.Label>Questions answered</Stat.Label>
          <Stat.ValueText>
            {results.length}/{total}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4" bg="navy.50">
          <Stat.Label>XP earned</Stat.Label>
          {premium ? (
            <Stat.ValueText data-testid="total-xp">{xp} XP</Stat.ValueText>
          ) : (
            <Stack gap="2" align="flex-start">
              <Text fontSize="sm" color="gray.800">
                XP Tracking is a Premium Feature
              </Text>
              <Button size="xs" colorPalette="accent" onClick={() => navigate('/pricing')}>
                Upgrade to Premium
              </Button>
            </Stack>
          )}
        </Stat.Root>
      </SimpleGrid>

      <Stack gap="3" as="ol" listStyleType="none" aria-label="Scores per question">
        {results.map((result) => (
          <Card.Root as="li" key={result.index} variant="outline">
            <Card.Body p="4">
              <Flex gap="4" justify="space-between" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    Question {result.index + 1}
                  </Text>
                  <Text color="gray.900">{result.question}</Text>
                </Box>
                <HStack gap="2" flexShrink={0}>
                  <Text fontWeight="bold" fontSize="lg" color="navy.900">
                    {result.score}/{MAX_SCORE}
                  </Text>
                  {premium && <Badge colorPalette="accent">+{result.xpAwarded} XP</Badge>}
                </HStack>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
