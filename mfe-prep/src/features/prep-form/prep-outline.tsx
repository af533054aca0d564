// What a prep contains, beside the form on wide screens.
import { Card, Heading, List, Text } from '@chakra-ui/react';
import { PREP_MINIMUMS } from '@bullpen/shared';

const PARTS = [
  'Feedback on your CV for this role, or CV advice when you skip the upload',
  `${PREP_MINIMUMS.technicalRounds} technical rounds that open one after another, from fundamentals to advanced`,
  `${PREP_MINIMUMS.behavioralQuestions}+ behavioral questions, several about the company and the position`,
  'A case study set at the company, with its ideal structure once you have answered',
  'A score, feedback and an ideal answer for every answer, in your analysis report',
];

export function PrepOutline() {
  return (
    <Card.Root variant="subtle" bg="navy.50" alignSelf="start" display={{ base: 'none', lg: 'flex' }}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" color="navy.900">
          What your prep contains
        </Heading>
        <List.Root gap="2" ps="5">
          {PARTS.map((part) => (
            <List.Item key={part}>{part}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          One prep is in progress at a time: finish it or start over before creating another.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
