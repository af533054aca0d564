// Leaderboard (/leaderboard, spec 02 §2.6): industry filter, search by name or university, Top
// Scorers and Most Improved, computed by the gateway from evaluated answers of people who opted in.
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Flex, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import {
  AreaFrame,
  EmptyState,
  ErrorState,
  INDUSTRY_OPTIONS,
  LEADERBOARD_MESSAGES,
  LEADERBOARD_WEIGHTS,
  LoadingState,
  parseScope,
  scopeLabel,
  useSessionStore,
  type LeaderboardTab,
} from '@bullpen/shared';
import { useRetry } from '@bullpen/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchLeaderboard, type LeaderboardView } from './api';
import { LeaderboardTable } from './leaderboard-table';

const SEARCH_DELAY_MS = 300;

function emptyMessage(view: LeaderboardView): string {
  if (view.query) return LEADERBOARD_MESSAGES.noSearchResults;
  if (view.tab === 'improved') return LEADERBOARD_MESSAGES.noImprovement;
  return LEADERBOARD_MESSAGES.noIndustryData(view.industryLabel);
}

export default function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const industry = parseScope(params.get('industry')) ?? 'all';
  const tab: LeaderboardTab = params.get('tab') === 'improved' ? 'improved' : 'top';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const optedIn = useSessionStore((s) => s.profile?.leaderboard_opt_in);
  const signedIn = useSessionStore((s) => Boolean(s.user));

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (!value || (key === 'industry' && value === 'all') || (key === 'tab' && value === 'top')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search waits for a pause in typing before it asks the gateway.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, update]);

  const boardKey = ['leaderboard', { industry, tab, q }];
  const board = useQuery({ queryKey: boardKey, queryFn: ({ signal }) => fetchLeaderboard({ industry, tab, q }, signal) });
  const retryBoard = useRetry(boardKey);

  return (
    <AreaFrame title="Leaderboard" lead="Top scorers and most improved candidates across Bullpen.">
      <Stack gap="5">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <NativeSelect.Root width={{ base: 'full', md: '64' }}>
            <NativeSelect.Field aria-label="Industry" value={industry} onChange={(event) => update({ industry: event.currentTarget.value })}>
              {INDUSTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            type="search"
            aria-label="Search by name or university"
            placeholder="Search by name or university"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
          />
        </Flex>
        <Tabs.Root value={tab} onValueChange={(details) => update({ tab: details.value })} colorPalette="accent" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="top">Top Scorers</Tabs.Trigger>
            <Tabs.Trigger value="improved">Most Improved</Tabs.Trigger>
          </Tabs.List>
          {/* The selected tab's panel (its trigger points at it): the board of that tab. */}
          <Tabs.Content value={tab} pb="0" aria-live="polite" aria-busy={board.isPending}>
            {board.isPending && <LoadingState label="Loading the leaderboard" lines={6} />}
            {board.isLoadingError && <ErrorState title="The leaderboard could not be loaded" description={board.error.message} onRetry={retryBoard} />}
            {board.data &&
              (board.data.entries.length ? (
                <LeaderboardTable rows={board.data.entries} tab={tab} />
              ) : (
                <EmptyState title={emptyMessage(board.data)} description={industry !== 'all' && !q ? `Nobody on the board has evaluated ${scopeLabel(industry)} answers yet.` : undefined} />
              ))}
          </Tabs.Content>
        </Tabs.Root>
        <HowItWorks signedIn={signedIn} optedIn={optedIn} />
      </Stack>
    </AreaFrame>
  );
}

function HowItWorks({ signedIn, optedIn }: { signedIn: boolean; optedIn: boolean | undefined }) {
  const weights = Object.entries(LEADERBOARD_WEIGHTS)
    .map(([type, weight]) => `${weight} × ${type}`)
    .join(' + ');
  return (
    <Box as="aside" aria-label="How the leaderboard works" bg="navy.50" borderRadius="lg" p={{ base: '4', md: '5' }} fontSize="sm">
      <Text fontWeight="semibold" color="navy.900" mb="1">
        How to appear on the leaderboard
      </Text>
      <Text mb="2">
        {signedIn && optedIn
          ? 'You have chosen to appear. Your place updates with every evaluated interview answer.'
          : 'Only members who choose to appear are listed. Turn on “Show me on the leaderboard” in '}
        {!(signedIn && optedIn) && (
          <Link asChild color="accent.700" fontWeight="semibold">
            <RouterLink to="/profile">your profile</RouterLink>
          </Link>
        )}
        {!(signedIn && optedIn) && ', then answer interview questions.'}
      </Text>
      <Text color="fg.muted">
        Score: the average of your evaluated interview answers per type, combined as {weights} and scaled to 0–100; types you have not
        answered yet are left out and the weights of the others are rescaled. Ties go to more XP, then to whoever got there first. Most
        Improved compares your latest evaluated answer with your first.
      </Text>
    </Box>
  );
}
