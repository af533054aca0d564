// The user's completed preps, each with its score and a link to its analysis report.
import { Badge, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { analysePrep, type PrepRecord } from '@bullpen/shared';
import { formatDate } from '../../lib/format';

export function CompletedPreps({ preps }: { preps: PrepRecord[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="ul" listStyleType="none" aria-label="Completed preps">
      {preps.map((prep) => {
        const { overall } = analysePrep(prep);
        return (
          <Card.Root as="li" key={prep.id} variant="outline" size="sm">
            <Card.Body>
              <Stack gap="1">
                <HStack justify="space-between" align="start" gap="3">
                  <Text fontWeight="semibold">
                    {prep.position} at {prep.company_name}
                  </Text>
                  <Badge colorPalette={overall.rating.color} flexShrink={0}>
                    {overall.percent}%
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {prep.level} · {formatDate(prep.generated_at) ?? 'N/A'}
                </Text>
                <Link asChild color="navy.700" fontWeight="medium" fontSize="sm" alignSelf="flex-start">
                  <RouterLink to={`/AnalysisPersonalizedPrep?prep=${prep.id}`}>View report</RouterLink>
                </Link>
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
