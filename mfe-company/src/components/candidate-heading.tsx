// A candidate's picture, name (with the sample label), university and specialization, in one block.
import { Box, HStack, Text } from '@chakra-ui/react';
import type { CandidateCard } from '../api/company';
import { CandidateAvatar } from './candidate-avatar';
import { SampleBadge } from './sample-badge';

export function CandidateHeading({ candidate, size = 'md', as = 'p' }: { candidate: CandidateCard; size?: 'md' | 'lg' | 'xl'; as?: 'p' | 'h1' | 'h2' }) {
  const details = [candidate.university, candidate.specialization?.name].filter(Boolean).join(' · ');
  return (
    <HStack gap="3" minW="0">
      <CandidateAvatar candidate={candidate} size={size} />
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text as={as} fontWeight="semibold" color="navy.900" fontSize={size === 'xl' ? '2xl' : size === 'lg' ? 'lg' : 'md'} truncate>
            {candidate.name}
          </Text>
          <SampleBadge sample={candidate.sample} />
        </HStack>
        {details && (
          <Text color="fg.muted" fontSize="sm" lineClamp={{ base: 2, md: 1 }}>
            {details}
          </Text>
        )}
      </Box>
    </HStack>
  );
}
