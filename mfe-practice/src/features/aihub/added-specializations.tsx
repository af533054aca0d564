// The specializations an admin added (Add New Specialization, spec 02 §2.13), after the six on the AI
// Hub: named and described, marked new, with their question bank still being written, so there is no
// page to open yet. When the list cannot be loaded the built-in six still show, and nothing else.
import { Badge, Card, Circle, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchSpecializations, SPECIALIZATIONS_QUERY } from '../../api/specializations';

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function AddedSpecializations() {
  const list = useQuery({ queryKey: SPECIALIZATIONS_QUERY, queryFn: ({ signal }) => fetchSpecializations(signal) });
  const added = list.data?.specializations.filter((choice) => choice.added) ?? [];
  if (!added.length) return null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" mt="5" as="ul" listStyleType="none" p="0" aria-label="New specializations">
      {added.map((choice) => (
        <Card.Root as="li" key={choice.id} variant="outline" borderStyle="dashed" data-testid="added-specialization">
          <Card.Body gap="3">
            <HStack justify="space-between" align="flex-start">
              <Circle size="12" bg="navy.100" color="navy.800" fontWeight="bold" aria-hidden="true">
                {monogram(choice.name)}
              </Circle>
              <Badge colorPalette="accent" variant="subtle">
                New
              </Badge>
            </HStack>
            <Heading as="h3" size="lg" color="navy.900">
              {choice.name}
            </Heading>
            {choice.description && <Text color="gray.700">{choice.description}</Text>}
            <Text fontSize="sm" color="fg.muted">
              Its interview questions are being written; it opens for practice once they are ready.
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
