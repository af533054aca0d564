// The case study: its scenario and questions; once submitted, the ideal structure and a strong example.
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { PrepRecord } from '@bullpen/shared';
import { QuestionSet, type QuestionSetProps } from './question-set';

export function CaseTab({ prep, ...setProps }: Omit<QuestionSetProps, 'section' | 'round' | 'questions' | 'submitted' | 'submitLabel'> & { prep: PrepRecord }) {
  const submitted = prep.submitted_sections.case;
  const { scenario, idealStructure, strongExample, questions } = prep.case_task;
  return (
    <Stack gap="5">
      <Card.Root variant="subtle" bg="navy.50">
        <Card.Body>
          <Heading as="h2" size="md" mb="2">
            Case scenario
          </Heading>
          <Text whiteSpace="pre-wrap">{scenario}</Text>
        </Card.Body>
      </Card.Root>
      <QuestionSet {...setProps} section="case" round={0} questions={questions} submitted={submitted} submitLabel="Submit Case Study" />
      {submitted && (idealStructure || strongExample) && (
        <Stack gap="4">
          {idealStructure && (
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Ideal structure
              </Heading>
              <Text whiteSpace="pre-wrap">{idealStructure}</Text>
            </Box>
          )}
          {strongExample && (
            <Box>
              <Heading as="h3" size="sm" mb="1">
                A strong answer
              </Heading>
              <Text whiteSpace="pre-wrap">{strongExample}</Text>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
