// A section of the report: its score circle and rating, then one card per round (technical) or one
// card for the whole set, each answered question with its score, feedback and ideal answer.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { idealAnswerKey, type PrepAnswer } from '@bullpen/shared';
import { AnswerCard } from './answer-card';
import { ScoreSummary } from './score-summary';

export interface AnswerGroup {
  title: string;
  answers: PrepAnswer[];
}

export function SectionTab(props: {
  title: string;
  percent: number;
  groups: AnswerGroup[];
  emptyText: string;
  openPanels: Set<string>;
  onToggle: (key: string) => void;
  compact: boolean;
}) {
  const groups = props.groups.filter((g) => g.answers.length > 0);
  return (
    <Stack gap="6">
      <Stack align="center" gap="2">
        <Heading as="h2" size="lg" color="navy.900">
          {props.title}
        </Heading>
        <ScoreSummary percent={props.percent} label={props.title} compact={props.compact} />
      </Stack>
      {groups.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="6" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          {props.emptyText}
        </Text>
      ) : (
        groups.map((group) => {
          const answers = (
            <Stack gap={props.compact ? '3' : '4'}>
              {group.answers.map((answer) => (
                <AnswerCard
                  key={idealAnswerKey(answer)}
                  answer={answer}
                  open={props.openPanels.has(idealAnswerKey(answer))}
                  onToggle={props.onToggle}
                />
              ))}
            </Stack>
          );
          // On a phone the card's frame would cost the answers their width.
          return props.compact ? (
            <Stack key={group.title} gap="3">
              <Heading as="h3" size="md">
                {group.title}
              </Heading>
              {answers}
            </Stack>
          ) : (
            <Card.Root key={group.title} variant="outline">
              <Card.Header>
                <Heading as="h3" size="md">
                  {group.title}
                </Heading>
              </Card.Header>
              <Card.Body>{answers}</Card.Body>
            </Card.Root>
          );
        })
      )}
    </Stack>
  );
}
