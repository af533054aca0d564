// The Specializations tab: the six specializations, each leading to its page (/specialization/:id),
// and Edit Question Bank for the one chosen.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SPECIALIZATIONS, type SpecializationId } from '@bullpen/shared';
import { Panel } from '../../components/panel';
import { QuestionBankEditor } from './question-bank-editor';

export function SpecializationsTab() {
  const [editing, setEditing] = useState<SpecializationId | null>(null);
  return (
    <Stack gap="6">
      <Panel title="Specializations" description="Open a specialization's page, or edit its question bank.">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {SPECIALIZATIONS.map((spec) => (
            <Flex key={spec.id} direction="column" gap="3" borderWidth="1px" borderColor={editing === spec.id ? 'navy.400' : 'navy.100'} borderRadius="lg" p="4">
              <Box>
                <Text fontWeight="semibold" color="navy.900">
                  {spec.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  /specialization/{spec.id}
                </Text>
              </Box>
              <Flex gap="2" wrap="wrap">
                <Button asChild size="sm" variant="outline" colorPalette="navy">
                  <RouterLink to={`/specialization/${spec.id}`}>Open</RouterLink>
                </Button>
                <Button size="sm" colorPalette="navy" variant={editing === spec.id ? 'solid' : 'subtle'} onClick={() => setEditing(spec.id)} aria-label={`Edit Question Bank of ${spec.name}`}>
                  Edit Question Bank
                </Button>
              </Flex>
            </Flex>
          ))}
        </SimpleGrid>
      </Panel>
      {editing && <QuestionBankEditor key={editing} specialization={editing} />}
    </Stack>
  );
}
