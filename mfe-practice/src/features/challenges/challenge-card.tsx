// A challenge card (spec 02 §2.7): title, description, level-1 XP reward, difficulty, minutes, skill
// tag, 'Completed' once run, and 'Start Challenge' or 'Try Again' with the level to play.
import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { skillLabel, type PublicChallenge } from '@bullpen/shared';
import type { Completion } from './api';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

export function ChallengeCard({
  challenge,
  completion,
  highlighted,
  onStart,
}: {
  challenge: PublicChallenge;
  completion?: Completion;
  highlighted?: boolean;
  onStart: (level: number) => void;
}) {
  const first = challenge.levels[0];
  const [level, setLevel] = useState(() => String(nextLevel(challenge, completion)));
  const selected = challenge.levels.find((l) => String(l.level) === level) ?? first;
  const headingId = `challenge-${challenge.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      h="full"
      borderColor={highlighted ? 'accent.500' : undefined}
      borderWidth={highlighted ? '2px' : '1px'}
      data-testid="challenge-card"
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md" color="navy.900" id={headingId}>
            {challenge.title}
          </Heading>
          {completion && (
            <Badge colorPalette="green" variant="solid" flexShrink={0}>
              Completed
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {challenge.description}
        </Text>
        <Wrap gap="2">
          <Badge colorPalette="accent" variant="subtle">
            {first?.xpReward ?? 0} XP
          </Badge>
          <Badge colorPalette="navy" variant="subtle" textTransform="capitalize">
            {challenge.difficulty}
          </Badge>
          <Badge variant="outline">{minutes(selected?.timeLimit ?? 300)}</Badge>
          <Badge variant="outline">{skillLabel(challenge.skill)}</Badge>
          {challenge.levels.length > 1 && <Badge variant="outline">{challenge.levels.length} levels</Badge>}
        </Wrap>
        {completion && (
          <Text fontSize="sm" color="fg.muted">
            Best score {completion.bestScore}% · {completion.attempts} {completion.attempts === 1 ? 'run' : 'runs'}
          </Text>
        )}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        {challenge.levels.length > 1 && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={`Level of ${challenge.title}`} value={level} onChange={(event) => setLevel(event.currentTarget.value)}>
              {challenge.levels.map((l) => (
                <option key={l.level} value={String(l.level)}>
                  Level {l.level} · {l.xpReward} XP
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button colorPalette="accent" onClick={() => onStart(Number(level))} aria-describedby={headingId}>
          {completion ? 'Try Again' : 'Start Challenge'}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The first level not yet played, else the highest. */
function nextLevel(challenge: PublicChallenge, completion?: Completion): number {
  const open = challenge.levels.find((l) => !completion?.levels.includes(l.level));
  return open?.level ?? challenge.levels.at(-1)?.level ?? 1;
}
