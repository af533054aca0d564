// View Profile and Contact for one candidate (spec 02 §2.12): their profile, and the chat with them.
import { Link as RouterLink } from 'react-router';
import { Button, HStack } from '@chakra-ui/react';

export function CandidateActions({ candidateId, name }: { candidateId: string; name: string }) {
  const id = encodeURIComponent(candidateId);
  return (
    <HStack gap="2" flexShrink={0}>
      <Button asChild size="sm" variant="outline" colorPalette="navy" aria-label={`View profile of ${name}`}>
        <RouterLink to={`/company/candidate/${id}`}>View Profile</RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="navy" aria-label={`Contact ${name}`}>
        <RouterLink to={`/company/chat/${id}`}>Contact</RouterLink>
      </Button>
    </HStack>
  );
}
