// The rows of a tab: a table from md up, cards below it (STYLE: tables turn into cards on small screens).
import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { LeaderboardTab } from '@bullpen/shared';
import type { LeaderboardRow } from './api';

/** Ranks 1–3 wear a medal: a disc in the metal's colour, drawn here so it shows on every device. */
const MEDALS: Record<number, { label: string; bg: string; ring: string; fg: string }> = {
  1: { label: 'Gold medal, rank 1', bg: 'yellow.300', ring: 'yellow.500', fg: 'yellow.900' },
  2: { label: 'Silver medal, rank 2', bg: 'gray.200', ring: 'gray.400', fg: 'gray.800' },
  3: { label: 'Bronze medal, rank 3', bg: 'orange.300', ring: 'orange.500', fg: 'orange.900' },
};

function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (!medal) return <Text fontWeight="semibold">{rank}</Text>;
  return (
    <Box
      as="span"
      role="img"
      aria-label={medal.label}
      title={medal.label}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="8"
      borderRadius="full"
      borderWidth="3px"
      borderColor={medal.ring}
      bg={medal.bg}
      color={medal.fg}
      fontWeight="bold"
      fontSize="sm"
      boxShadow="sm"
    >
      <span aria-hidden="true">{rank}</span>
    </Box>
  );
}

const improvementText = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value}%`);

function Participant({ row }: { row: LeaderboardRow }) {
  return (
    <HStack gap="2">
      <Text fontWeight="medium">{row.name}</Text>
      {row.isYou && (
        <Badge colorPalette="accent" variant="solid">
          You
        </Badge>
      )}
    </HStack>
  );
}

export function LeaderboardTable({ rows, tab }: { rows: LeaderboardRow[]; tab: LeaderboardTab }) {
  const improved = tab === 'improved';
  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} borderWidth="1px" borderRadius="lg" overflow="hidden">
        <Table.Root size="md" interactive>
          <Table.Header>
            <Table.Row bg="navy.50">
              <Table.ColumnHeader w="20">Rank</Table.ColumnHeader>
              <Table.ColumnHeader>Participant</Table.ColumnHeader>
              <Table.ColumnHeader>University</Table.ColumnHeader>
              {improved ? (
                <>
                  <Table.ColumnHeader textAlign="end">Current Score</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Improvement</Table.ColumnHeader>
                </>
              ) : (
                <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
              )}
              <Table.ColumnHeader textAlign="end">XP Points</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.rank}-${row.name}`} bg={row.isYou ? 'accent.50' : undefined} data-testid="leaderboard-row">
                <Table.Cell>
                  <Rank rank={row.rank} />
                </Table.Cell>
                <Table.Cell>
                  <Participant row={row} />
                </Table.Cell>
                <Table.Cell color="fg.muted">{row.university || '—'}</Table.Cell>
                {improved ? (
                  <>
                    <Table.Cell textAlign="end">{row.currentScore}</Table.Cell>
                    <Table.Cell textAlign="end" color="green.700" fontWeight="semibold">
                      {improvementText(row.improvement)}
                    </Table.Cell>
                  </>
                ) : (
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {row.score}
                  </Table.Cell>
                )}
                <Table.Cell textAlign="end">{row.xp.toLocaleString('en')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ol" gap="3" display={{ base: 'flex', md: 'none' }} aria-label="Leaderboard">
        {rows.map((row) => (
          <Box as="li" key={`${row.rank}-${row.name}`} listStyleType="none" borderWidth="1px" borderRadius="lg" p="4" bg={row.isYou ? 'accent.50' : undefined}>
            <HStack justify="space-between" align="start" gap="3">
              <HStack gap="3" align="start">
                <Box minW="8">
                  <Rank rank={row.rank} />
                </Box>
                <Box>
                  <Participant row={row} />
                  <Text fontSize="sm" color="fg.muted">
                    {row.university || '—'}
                  </Text>
                </Box>
              </HStack>
              <Box textAlign="end" fontSize="sm" flexShrink={0} whiteSpace="nowrap">
                {improved ? (
                  <>
                    <Text color="green.700" fontWeight="semibold">
                      {improvementText(row.improvement)}
                    </Text>
                    <Text color="fg.muted">Current Score {row.currentScore}</Text>
                  </>
                ) : (
                  <Text fontWeight="semibold">Score {row.score}</Text>
                )}
                <Text color="fg.muted">{row.xp.toLocaleString('en')} XP</Text>
              </Box>
            </HStack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
