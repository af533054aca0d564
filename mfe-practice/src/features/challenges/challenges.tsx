// Skill Challenges (/training, spec 02 §2.7): a specialization selector, the challenge cards with
// their completion, and the runner. Query: specialization, activeTab (challenges | completed) and
// game (a skill game id or number 1–6, which picks one of the specialization's first three challenges).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AreaFrame,
  CHALLENGE_MESSAGES,
  challengeForGame,
  EmptyState,
  ErrorState,
  findSkillGame,
  findSpecialization,
  LoadingState,
  SPECIALIZATIONS,
  toaster,
  useRetry,
  useSessionStore,
  XP_RULE_TEXT,
  type PublicChallenge,
  type SpecializationId,
} from '@bullpen/shared';
import { LOCAL_KEYS, readLocal } from '../../lib/local-values';
import { fetchChallenges, fetchCompletions, type Completion } from './api';
import { ChallengeCard } from './challenge-card';
import { ChallengeRunner } from './challenge-runner';

type TabValue = 'challenges' | 'completed';

interface Running {
  challenge: PublicChallenge;
  level: number;
  /** New for each start, so Try Again mounts a fresh run. */
  key: number;
}

function useSpecialization(param: string | null): SpecializationId {
  return useMemo(
    () => findSpecialization(param ?? '')?.id ?? findSpecialization(readLocal(LOCAL_KEYS.lastPracticedSpecialization) ?? '')?.id ?? 'ib',
    [param],
  );
}

export default function ChallengesPage() {
  const [params, setParams] = useSearchParams();
  const specialization = useSpecialization(params.get('specialization'));
  const tab: TabValue = params.get('activeTab') === 'completed' ? 'completed' : 'challenges';
  const gameParam = params.get('game');
  const game = findSkillGame(gameParam);
  const user = useSessionStore((s) => s.user);
  const [running, setRunning] = useState<Running | null>(null);

  const client = useQueryClient();
  const challengesKey = ['challenges', specialization];
  const challenges = useQuery({ queryKey: challengesKey, queryFn: ({ signal }) => fetchChallenges(specialization, signal) });
  const retryChallenges = useRetry(challengesKey);
  // A visitor has none.
  const completions = useQuery({ queryKey: ['challenge-completions', user?.id], queryFn: ({ signal }) => fetchCompletions(signal), enabled: Boolean(user) });
  const completionOf = (id: string) => completions.data?.find((c) => c.challengeId === id);

  const list = challenges.data ?? [];
  const gameChallenge = game ? challengeForGame(list, game.number) : undefined;

  // A game that does not exist, or maps to no challenge, is an assessment that cannot be found (§8).
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (!gameParam || !challenges.data || warned.current === `${gameParam}|${specialization}`) return;
    warned.current = `${gameParam}|${specialization}`;
    if (!gameChallenge) toaster.create({ type: 'error', title: CHALLENGE_MESSAGES.notFound });
  }, [gameParam, gameChallenge, challenges.data, specialization]);

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const start = (challenge: PublicChallenge, levelNumber: number) => {
    const level = challenge.levels.find((l) => l.level === levelNumber);
    if (!level) return toaster.create({ type: 'error', title: CHALLENGE_MESSAGES.invalidLevel });
    if (!level.questions.length) return toaster.create({ type: 'error', title: CHALLENGE_MESSAGES.noQuestions });
    setRunning({ challenge, level: level.level, key: Date.now() });
  };

  const onFinished = useCallback(() => void client.invalidateQueries({ queryKey: ['challenge-completions'] }), [client]);
  const close = useCallback(() => setRunning(null), []);

  const runningLevel = running?.challenge.levels.find((l) => l.level === running.level);
  if (running && runningLevel) {
    return (
      <AreaFrame title="Skill Challenges">
        <ChallengeRunner
          key={running.key}
          challenge={running.challenge}
          level={runningLevel}
          onClose={close}
          onFinished={onFinished}
          onRetake={() => start(running.challenge, running.level)}
        />
      </AreaFrame>
    );
  }

  const specializationName = SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? specialization;
  return (
    <AreaFrame title="Skill Challenges" lead="Timed challenges that earn XP. Pick a specialization and a challenge, answer one question at a time, and beat the clock.">
      <Stack gap="6">
        <HStack gap="4" wrap="wrap" justify="space-between">
          <NativeSelect.Root width={{ base: 'full', sm: '64' }}>
            <NativeSelect.Field
              aria-label="Specialization"
              value={specialization}
              onChange={(event) => setParam({ specialization: findSpecialization(event.currentTarget.value)?.name ?? null, game: null })}
            >
              {SPECIALIZATIONS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button asChild variant="ghost" colorPalette="navy" size="sm">
            <RouterLink to="/skill-games">Browse skill games →</RouterLink>
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {XP_RULE_TEXT}
          {!user && ' Log in with a premium account to save your runs and earn XP.'}
        </Text>
        {game && gameChallenge && (
          <Alert.Root status="info" colorPalette="accent">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {game.title} game: play “{gameChallenge.title}”
              </Alert.Title>
              <Alert.Description>Start it below when you are ready; the clock starts with the first question.</Alert.Description>
            </Alert.Content>
            <Button size="sm" colorPalette="accent" aria-label={`Start Challenge: ${gameChallenge.title}`} onClick={() => start(gameChallenge, gameChallenge.levels[0]?.level ?? 1)}>
              Start Challenge
            </Button>
          </Alert.Root>
        )}
        <Tabs.Root value={tab} onValueChange={(details) => setParam({ activeTab: details.value })} colorPalette="accent" variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="challenges">Challenges</Tabs.Trigger>
            <Tabs.Trigger value="completed">Completed</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="challenges">
            {challenges.isPending && <LoadingState label="Loading challenges" />}
            {challenges.isLoadingError && <ErrorState title="The challenges could not be loaded" description={challenges.error.message} onRetry={retryChallenges} />}
            {challenges.data !== undefined &&
              (list.length === 0 ? (
                <EmptyState title={CHALLENGE_MESSAGES.noQuestions} description={`There are no ${specializationName} challenges yet.`} />
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                  {list.map((c) => (
                    <ChallengeCard key={c.id} challenge={c} completion={completionOf(c.id)} highlighted={c.id === gameChallenge?.id} onStart={(level) => start(c, level)} />
                  ))}
                </SimpleGrid>
              ))}
          </Tabs.Content>
          <Tabs.Content value="completed">
            <CompletedList challenges={list} completions={completions.data ?? []} signedIn={Boolean(user)} onStart={start} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </AreaFrame>
  );
}

function CompletedList({
  challenges,
  completions,
  signedIn,
  onStart,
}: {
  challenges: PublicChallenge[];
  completions: Completion[];
  signedIn: boolean;
  onStart: (challenge: PublicChallenge, level: number) => void;
}) {
  const done = challenges.filter((c) => completions.some((x) => x.challengeId === c.id));
  if (!done.length) {
    return (
      <EmptyState
        title="No completed challenges yet"
        description={signedIn ? 'Finish a challenge of this specialization and it shows here with your best score.' : 'Log in to keep track of the challenges you finish.'}
      />
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {done.map((c) => (
        <ChallengeCard key={c.id} challenge={c} completion={completions.find((x) => x.challengeId === c.id)} onStart={(level) => onStart(c, level)} />
      ))}
    </SimpleGrid>
  );
}
