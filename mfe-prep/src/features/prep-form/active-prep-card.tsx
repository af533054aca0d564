// Shown instead of the form while a prep is In Progress: one at a time (spec §4).
import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { PrepRecord } from '@bullpen/shared';
import { formatDate } from '../../lib/format';

export function ActivePrepCard({ prep }: { prep: PrepRecord }) {
  const navigate = useNavigate();
  return (
    <Card.Root variant="outline" borderColor="accent.200" bg="accent.50" maxW="2xl" data-testid="active-prep">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="navy.900">
          Active Prep In Progress
        </Heading>
        <Text>
          {prep.position} at {prep.company_name}
          {formatDate(prep.generated_at) ? `, started ${formatDate(prep.generated_at)}` : ''}.
        </Text>
        <Text color="fg.muted">Finish it, or start over from its dashboard, before creating a new prep.</Text>
        <Button colorPalette="navy" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => navigate('/DashboardPersonalizedPrep')}>
          Continue
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
