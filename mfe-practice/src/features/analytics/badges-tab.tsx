// Badges & Achievements (§2.3): filter buttons, 'X of Y badges unlocked', the specialization card
// (levels from real scores) when filtered, the Practice Streak card (broken after a missed day, by the
// student's own calendar), Your Milestones and, unfiltered,
// the General Finance Achievements.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text, Timeline, Wrap } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import {
  badgeSummary,
  localDate,
  SPECIALIZATIONS,
  STREAK_BONUS_DAYS,
  streakCard,
  streakStanding,
  useProgress,
  type BadgeState,
  type SpecializationId,
} from '@bullpen/shared';
import type { AnalyticsDashboard } from './api';

const LEVEL_COLOR: Record<string, string> = { 'Not Started': 'gray', 'In Progress': 'orange', Intermediate: 'blue', Advanced: 'green', Expert: 'purple' };

function BadgeTile({ badge }: { badge: BadgeState }) {
  const hasProgress = badge.maxProgress !== undefined && badge.maxProgress > 1;
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg={badge.unlocked ? 'accent.50' : 'bg'}
      borderColor={badge.unlocked ? 'accent.300' : 'border'}
      data-testid="badge"
      data-unlocked={badge.unlocked}
    >
      <HStack align="start" gap="3">
        <Text fontSize="2xl" aria-hidden="true" filter={badge.unlocked ? undefined : 'grayscale(1)'} opacity={badge.unlocked ? 1 : 0.5}>
          {badge.icon}
        </Text>
        <Box minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" color="navy.900">
              {badge.name}
            </Text>
            <Badge size="sm" variant="outline" textTransform="capitalize">
              {badge.rarity}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {badge.description}
          </Text>
          <Text fontSize="xs" mt="1" color={badge.unlocked ? 'accent.700' : 'fg.muted'} fontWeight="medium">
            {badge.unlocked ? 'Unlocked' : 'Locked'}
            {hasProgress && !badge.unlocked ? ` · ${badge.progress ?? 0}/${badge.maxProgress}` : ''}
          </Text>
          {hasProgress && !badge.unlocked && (
            <Progress.Root value={((badge.progress ?? 0) / (badge.maxProgress ?? 1)) * 100} size="xs" colorPalette="accent" mt="1" aria-label={`${badge.name}: ${badge.progress ?? 0} of ${badge.maxProgress}`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
      </HStack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="2">
        <Heading as="h2" size="md" color="navy.900">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function BadgesTab({ data }: { data: AnalyticsDashboard }) {
  const [filter, setFilter] = useState<SpecializationId | null>(null);
  const general = data.badges.filter((b) => !b.specialization);
  const inScope = filter ? data.badges.filter((b) => b.specialization === filter) : data.badges.filter((b) => b.specialization);
  const name = SPECIALIZATIONS.find((s) => s.id === filter)?.name;
  const { progress, status } = useProgress();
  const standing = status === 'ready' ? streakStanding(progress, localDate()) : null;
  const streak = standing?.broken ? streakCard(0, standing.lostDays) : data.streak;
  return (
    <Stack gap="5" pt="4">
      <Wrap gap="2" role="group" aria-label="Filter badges">
        <FilterButton label="All Badges" active={!filter} onClick={() => setFilter(null)} />
        {SPECIALIZATIONS.map((s) => (
          <FilterButton key={s.id} label={s.name} active={filter === s.id} onClick={() => setFilter(s.id)} />
        ))}
      </Wrap>

      <Section title="Achievement Badges">
        <Text color="fg.muted" data-testid="badge-summary">
          {badgeSummary(filter ? inScope : data.badges)}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {inScope.map((b) => (
            <BadgeTile key={b.id} badge={b} />
          ))}
        </SimpleGrid>
      </Section>

      {filter && (
        <Section title={`${name} Achievements`}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {(data.achievements[filter] ?? []).map((a) => (
              <Box key={a.title} borderWidth="1px" borderRadius="lg" p="4">
                <Text fontWeight="semibold">{a.title}</Text>
                <Badge colorPalette={LEVEL_COLOR[a.level] ?? 'gray'} mt="1">
                  {a.level}
                </Badge>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {a.count ? `Average ${a.average}/100 over ${a.count} ${a.count === 1 ? 'result' : 'results'}` : 'No results yet'}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Section title="Practice Streak">
          <HStack gap="3">
            <Text fontSize="3xl" aria-hidden="true">
              🔥
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="navy.800" data-testid="streak-headline">
              {streak.headline}
            </Text>
            {streak.broken && <Badge colorPalette="orange">Streak broken</Badge>}
          </HStack>
          <Progress.Root value={(streak.cycleDays / STREAK_BONUS_DAYS) * 100} colorPalette="accent" aria-label={`${streak.cycleDays} of ${STREAK_BONUS_DAYS} days toward the bonus`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {streak.bonusText}
          </Text>
        </Section>

        <Section title="Your Milestones">
          <Timeline.Root size="sm" variant="subtle">
            {data.milestones.map((m) => (
              <Timeline.Item key={m.title}>
                <Timeline.Connector>
                  <Timeline.Separator />
                  <Timeline.Indicator bg={m.completed ? 'accent.600' : 'gray.300'} color="white" fontSize="2xs">
                    {m.completed ? '✓' : ''}
                  </Timeline.Indicator>
                </Timeline.Connector>
                <Timeline.Content pb="3">
                  <Timeline.Title>
                    {m.title}
                    {m.maxProgress !== undefined && m.maxProgress > 1 ? ` (${m.progress ?? 0}/${m.maxProgress})` : ''}
                  </Timeline.Title>
                  <Timeline.Description>{m.completed ? (m.date ? `Reached ${new Date(m.date).toLocaleDateString('en-GB')}` : 'Reached') : 'In progress'}</Timeline.Description>
                </Timeline.Content>
              </Timeline.Item>
            ))}
          </Timeline.Root>
        </Section>
      </SimpleGrid>

      {!filter && (
        <Section title="General Finance Achievements">
          <Text color="fg.muted">{badgeSummary(general)}</Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {general.map((b) => (
              <BadgeTile key={b.id} badge={b} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}

function FilterButton({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'navy' : 'gray'} aria-pressed={active} onClick={onClick}>
      {label}
    </Button>
  );
}
