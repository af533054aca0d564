// One list of the General Leaderboard tab: rank, candidate, their figures and the two actions (View
// Profile and Contact, unless the page gives its own); rows on wide screens, cards on phones.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { TalentEntry } from '../../api/company';
import { CandidateActions } from '../../components/candidate-actions';
import { CandidateHeading } from '../../components/candidate-heading';

export interface Figure {
  label: string;
  value: (entry: TalentEntry) => ReactNode;
}

const MEDALS = ['#c9a227', '#9aa5b1', '#b0703c'];

function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <Flex
      align="center"
      justify="center"
      boxSize="9"
      borderRadius="full"
      flexShrink={0}
      fontWeight="bold"
      bg={medal ?? 'navy.50'}
      color={medal ? 'white' : 'navy.800'}
      aria-label={`Rank ${rank}`}
    >
      {rank}
    </Flex>
  );
}

export interface TalentListProps {
  title: string;
  entries: TalentEntry[];
  figures: Figure[];
  empty: ReactNode;
  actions?: (entry: TalentEntry) => ReactNode;
}

const profileAndContact = (entry: TalentEntry) => <CandidateActions candidateId={entry.id} name={entry.name} />;

export function TalentList({ title, entries, figures, empty, actions = profileAndContact }: TalentListProps) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" color="navy.900" mb="3">
        {title}
      </Heading>
      {entries.length === 0 ? (
        empty
      ) : (
        <Stack gap="3" as="ol" listStyleType="none" m="0" p="0">
          {entries.map((entry) => (
            <Flex
              as="li"
              key={entry.id}
              data-testid="talent-entry"
              borderWidth="1px"
              borderColor="navy.100"
              borderRadius="lg"
              bg="white"
              p="4"
              gap="4"
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <Flex gap="3" align="center" flex="1" minW="0">
                <Rank rank={entry.rank} />
                <CandidateHeading candidate={entry} />
              </Flex>
              <Flex gap="6" flexShrink={0}>
                {figures.map((figure) => (
                  <Box key={figure.label} minW="16">
                    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                      {figure.label}
                    </Text>
                    <Text fontWeight="semibold" color="navy.900">
                      {figure.value(entry)}
                    </Text>
                  </Box>
                ))}
              </Flex>
              {actions(entry)}
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
