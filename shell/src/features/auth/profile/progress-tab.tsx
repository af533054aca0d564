// The Progress tab (spec 01 §2.9, §4.7): level name, 'Level {level+1}', total XP, the XP bar (full
// whenever XP is above 0, as the spec says), the practice streak (shown broken after a missed day) and skill levels.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SKILLS,
  SKILL_THRESHOLDS,
  levelForXp,
  localDate,
  skillLabel,
  skillLevel,
  streakStanding,
  useProgress,
} from '@bullpen/shared';

const number = new Intl.NumberFormat('en-GB');

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Share of the way from a skill's level threshold to the next, 0–100 (100 at the top level). */
function skillPercent(points: number): number {
  const level = skillLevel(points);
  const from = SKILL_THRESHOLDS[level] ?? 0;
  const to = SKILL_THRESHOLDS[level + 1];
  return to === undefined ? 100 : Math.round(((points - from) / (to - from)) * 100);
}

export function ProgressTab() {
  const { progress, status, error, load } = useProgress();

  if (status === 'error') return <ErrorState title="We could not load your progress" description={error ?? undefined} onRetry={() => void load()} />;
  if (status !== 'ready') return <LoadingState label="Loading your progress" />;

  const level = levelForXp(progress.xp);
  const streak = streakStanding(progress, localDate());
  const days = streak.days;
  const hasSkills = SKILLS.some((skill) => (progress.skillPoints[skill] ?? 0) > 0);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard label="Level">
          <Heading as="h2" size="2xl" color="navy.900">
            {level.name}
          </Heading>
          <Text color="fg.muted">Level {level.level + 1}</Text>
        </StatCard>
        <StatCard label="Total XP">
          <Text fontSize="2xl" fontWeight="bold" color="navy.900">
            {number.format(progress.xp)} XP
          </Text>
          <Progress.Root value={progress.xp > 0 ? 100 : 0} max={100} colorPalette="accent" size="sm" aria-label="XP bar">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {level.nextThreshold === null ? 'Top level reached' : `Next level at ${number.format(level.nextThreshold)} XP`}
          </Text>
        </StatCard>
        <StatCard label="Practice streak">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" color="navy.900">
              {days} {days === 1 ? 'day' : 'days'}
            </Text>
            {streak.broken && <Badge colorPalette="orange">Streak broken</Badge>}
          </HStack>
          {streak.broken && (
            <Text fontSize="sm" color="fg.muted">
              Your {streak.lostDays}-day streak ended after a missed day. Practise today to start a new one.
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {number.format(progress.completedInterviews)} interviews completed
          </Text>
        </StatCard>
      </SimpleGrid>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Skill levels
          </Heading>
        </Card.Header>
        <Card.Body>
          {hasSkills ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {SKILLS.map((skill) => {
                const points = progress.skillPoints[skill] ?? 0;
                return (
                  <Stack key={skill} gap="1.5">
                    <HStack justify="space-between">
                      <Text fontWeight="medium">{skillLabel(skill)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        Level {skillLevel(points) + 1} · {number.format(points)} pts
                      </Text>
                    </HStack>
                    <Progress.Root value={skillPercent(points)} colorPalette="navy" size="xs" aria-label={`${skillLabel(skill)} progress`}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                );
              })}
            </SimpleGrid>
          ) : (
            <EmptyState
              title="No skill points yet"
              description="Answer mock interview questions to build communication, problem-solving and the other skills."
              action={
                <Button asChild colorPalette="navy">
                  <RouterLink to="/interviews">Start a mock interview</RouterLink>
                </Button>
              }
            />
          )}
        </Card.Body>
      </Card.Root>

      {progress.badges.length > 0 && (
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Badges
            </Heading>
          </Card.Header>
          <Card.Body>
            <HStack wrap="wrap" gap="2">
              {progress.badges.map((badge) => (
                <Badge key={badge} colorPalette="accent" size="lg">
                  {badge}
                </Badge>
              ))}
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
