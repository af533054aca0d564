// The public demo of the Talent Dashboard (/company/demo, issue 19; the company login's "View the
// demo"): the General Leaderboard drawn with the sample candidates the gateway publishes, labelled as
// demo data on the page and on each card. What needs an account explains so instead of failing.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, CloseButton, Flex, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { AreaFrame, EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchDemoTalent, type TalentEntry } from '../../api/company';
import { DEMO } from '../../messages';
import { IMPROVED_FIGURES, TOP_FIGURES } from '../talent-dashboard/general-leaderboard';
import { TalentList } from '../talent-dashboard/talent-list';

const DEMO_TALENT_QUERY = ['company', 'demo-talent'] as const;

interface Asked {
  action: string;
  name: string;
}

function AccountLinks() {
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild size="sm" colorPalette="navy">
        <RouterLink to="/company/login">Recruiter login</RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="navy">
        <RouterLink to="/company/contact">Request company access</RouterLink>
      </Button>
    </Flex>
  );
}

function AccountNeededDialog({ asked, onClose }: { asked: Asked | null; onClose: () => void }) {
  return (
    <Dialog.Root open={asked !== null} onOpenChange={({ open }) => !open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{DEMO.accountNeeded}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{asked ? DEMO.accountNeededFor(asked.action, asked.name) : ''}</Text>
                <AccountLinks />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DemoActions({ entry, onAsk }: { entry: TalentEntry; onAsk: (asked: Asked) => void }) {
  return (
    <HStack gap="2" flexShrink={0}>
      <Button size="sm" variant="outline" colorPalette="navy" aria-label={`View profile of ${entry.name}`} onClick={() => onAsk({ action: 'view the profile of', name: entry.name })}>
        View Profile
      </Button>
      <Button size="sm" colorPalette="navy" aria-label={`Contact ${entry.name}`} onClick={() => onAsk({ action: 'contact', name: entry.name })}>
        Contact
      </Button>
    </HStack>
  );
}

export default function TalentDemoPage() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const talent = useQuery({ queryKey: DEMO_TALENT_QUERY, queryFn: ({ signal }) => fetchDemoTalent(signal) });
  const retry = useRetry(DEMO_TALENT_QUERY);
  const actions = (entry: TalentEntry) => <DemoActions entry={entry} onAsk={setAsked} />;
  const empty = <EmptyState title="No sample candidates" description="The demo has no sample candidates right now." />;

  return (
    <AreaFrame title="Talent Dashboard demo" lead="How recruiters find finance talent on Bullpen: top performers and the most improved candidates.">
      <Stack gap="8">
        <Alert.Root status="warning" borderRadius="lg" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title fontSize="md">{DEMO.label}</Alert.Title>
            <Alert.Description>{DEMO.explanation}</Alert.Description>
            <AccountLinks />
          </Alert.Content>
        </Alert.Root>
        {talent.isPending ? (
          <LoadingState label="Loading sample candidates" lines={6} />
        ) : talent.isLoadingError ? (
          <ErrorState title="We could not load the demo" description={talent.error.message} onRetry={retry} />
        ) : (
          <Stack gap="10">
            <TalentList title="Top Performers" entries={talent.data.topPerformers} figures={TOP_FIGURES} empty={empty} actions={actions} />
            <TalentList title="Most Improved" entries={talent.data.mostImproved} figures={IMPROVED_FIGURES} empty={empty} actions={actions} />
          </Stack>
        )}
      </Stack>
      <AccountNeededDialog asked={asked} onClose={() => setAsked(null)} />
    </AreaFrame>
  );
}
