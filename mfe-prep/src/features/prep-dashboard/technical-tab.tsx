// The technical rounds: each opens once the previous ones are submitted (spec §4).
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { PREP_TEXT, isRoundUnlocked, type PrepRecord } from '@bullpen/shared';
import { QuestionSet, type QuestionSetProps } from './question-set';

type SetProps = Pick<QuestionSetProps, 'valueOf' | 'busy'>;

export function TechnicalTab({
  prep,
  submitting,
  onChange,
  onSubmit,
  ...setProps
}: SetProps & {
  prep: PrepRecord;
  submitting: string | null;
  onChange: (round: number, questionId: number, value: string) => void;
  onSubmit: (round: number) => void;
}) {
  return (
    <Stack gap="5">
      {prep.tech_interview.map((round, index) => {
        const submitted = prep.submitted_sections.technical.includes(index);
        const open = isRoundUnlocked(prep.submitted_sections, index);
        return (
          <Card.Root key={round.roundName} variant="outline" data-testid={`round-${index + 1}`} opacity={open ? 1 : 0.75}>
            <Card.Header>
              <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                <Heading as="h2" size="md">
                  {round.roundName}
                </Heading>
                <Badge colorPalette={submitted ? 'green' : open ? 'blue' : 'gray'}>{submitted ? 'Completed' : open ? 'Open' : 'Locked'}</Badge>
              </HStack>
            </Card.Header>
            <Card.Body>
              {open ? (
                <QuestionSet
                  {...setProps}
                  section="technical"
                  round={index}
                  questions={round.questions}
                  submitted={submitted}
                  submitting={submitting === `technical-${index}`}
                  submitLabel={`Submit Round ${index + 1}`}
                  onChange={(questionId, value) => onChange(index, questionId, value)}
                  onSubmit={() => onSubmit(index)}
                />
              ) : (
                <Text color="fg.muted">
                  {PREP_TEXT.roundLocked} ({round.questions.length} questions)
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
