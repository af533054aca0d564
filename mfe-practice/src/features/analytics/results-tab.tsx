// Your Results (§2.3): All Results with the Specialization filter, grouped by specialization when
// unfiltered; 'No Results Yet' with Start Practicing, and 'No results match your current filters'.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { EmptyState, INDUSTRY_OPTIONS, SPECIALIZATIONS, type LeaderboardScope } from '@bullpen/shared';
import type { ActivityResult } from './api';
import { ResultCard } from './result-card';

function groups(results: ActivityResult[]): Array<{ key: string; title: string; items: ActivityResult[] }> {
  const bySpecialization = SPECIALIZATIONS.map((s) => ({ key: s.id, title: s.name, items: results.filter((r) => r.specialization === s.id) }));
  const other = { key: 'other', title: 'Other', items: results.filter((r) => !r.specialization) };
  return [...bySpecialization, other].filter((g) => g.items.length > 0);
}

export function ResultsTab({ results }: { results: ActivityResult[] }) {
  const [filter, setFilter] = useState<LeaderboardScope>('all');
  const shown = filter === 'all' ? results : results.filter((r) => r.specialization === filter);
  return (
    <Stack gap="5" pt="4">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h2" size="md" color="navy.900">
          All Results
        </Heading>
        <NativeSelect.Root width={{ base: 'full', sm: '64' }}>
          <NativeSelect.Field aria-label="Specialization" value={filter} onChange={(event) => setFilter(event.currentTarget.value as LeaderboardScope)}>
            {INDUSTRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {results.length === 0 ? (
        <EmptyState
          title="No Results Yet"
          description="Complete an interview or a skill challenge and your results appear here."
          action={
            <Button asChild colorPalette="accent">
              <RouterLink to="/interviews">Start Practicing</RouterLink>
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No results match your current filters"
          action={
            <Button variant="plain" colorPalette="accent" textDecoration="underline" onClick={() => setFilter('all')}>
              Clear all filters
            </Button>
          }
        />
      ) : filter === 'all' ? (
        groups(shown).map((group) => (
          <Box as="section" key={group.key} aria-labelledby={`results-${group.key}`}>
            <Text as="h3" id={`results-${group.key}`} fontWeight="semibold" color="navy.800" mb="2">
              {group.title}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                ({group.items.length})
              </Text>
            </Text>
            <Stack gap="3">
              {group.items.map((r) => (
                <ResultCard key={r.id} result={r} />
              ))}
            </Stack>
          </Box>
        ))
      ) : (
        <Stack gap="3">
          {shown.map((r) => (
            <ResultCard key={r.id} result={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
