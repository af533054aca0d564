// The people behind Bullpen: six members with drawn portraits.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Portrait } from './portrait';
import { TEAM } from './team-members';

export function Team() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {TEAM.map((member) => (
        <Card.Root as="li" key={member.name} variant="outline">
          <Card.Body>
            <Stack direction="row" gap="5" align="center">
              <Stack flexShrink={0} borderRadius="full" overflow="hidden">
                <Portrait look={member.look} size={96} />
              </Stack>
              <Stack gap="1">
                <Heading as="h3" size="md" color="navy.900">
                  {member.name}
                </Heading>
                <Text fontSize="sm" fontWeight="semibold" color="accent.700">
                  {member.role}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {member.bio}
                </Text>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
