// The Specializations tab: the six built-in specializations, each leading to its page
// (/specialization/:id) with Edit Question Bank for the one chosen, then those admins added, and Add New
// Specialization. The list comes from the gateway, the one every area reads.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, findSpecialization, useRetry, type SpecializationId } from '@bullpen/shared';
import { fetchSpecializations } from '../../api/admin';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { Panel } from '../../components/panel';
import { AddSpecializationForm } from './add-specialization-form';
import { QuestionBankEditor } from './question-bank-editor';

export function SpecializationsTab() {
  const [editing, setEditing] = useState<SpecializationId | null>(null);
  const list = useQuery({ queryKey: ADMIN_QUERIES.specializations, queryFn: ({ signal }) => fetchSpecializations(signal) });
  const retry = useRetry(ADMIN_QUERIES.specializations);
  return (
    <Stack gap="6">
      <Panel title="Specializations" description="Open a specialization's page, or edit its question bank." actions={<AddSpecializationForm />}>
        {list.isPending ? (
          <LoadingState label="Loading specializations" lines={4} />
        ) : list.isLoadingError ? (
          <ErrorState title="We could not load the specializations" description={list.error.message} onRetry={retry} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" as="ul" listStyleType="none" m="0" p="0">
            {list.data.specializations.map((choice) => {
              const spec = choice.added ? undefined : findSpecialization(choice.id);
              return (
                <Flex as="li" key={choice.id} direction="column" gap="3" borderWidth="1px" borderColor={editing === choice.id ? 'navy.400' : 'navy.100'} borderRadius="lg" p="4">
                  <Box>
                    <Text fontWeight="semibold" color="navy.900">
                      {choice.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {spec ? `/specialization/${spec.id}` : choice.description || 'Added by an admin'}
                    </Text>
                  </Box>
                  {spec ? (
                    <Flex gap="2" wrap="wrap">
                      <Button asChild size="sm" variant="outline" colorPalette="navy">
                        <RouterLink to={`/specialization/${spec.id}`}>Open</RouterLink>
                      </Button>
                      <Button size="sm" colorPalette="navy" variant={editing === spec.id ? 'solid' : 'subtle'} onClick={() => setEditing(spec.id)} aria-label={`Edit Question Bank of ${spec.name}`}>
                        Edit Question Bank
                      </Button>
                    </Flex>
                  ) : (
                    <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
                      New · question bank in preparation
                    </Badge>
                  )}
                </Flex>
              );
            })}
          </SimpleGrid>
        )}
      </Panel>
      {editing && <QuestionBankEditor key={editing} specialization={editing} />}
    </Stack>
  );
}
