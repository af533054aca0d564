// The dashboard's header (spec §2.10): the role, Start Over (after a confirmation) and Logout.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, HStack, Heading, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { PREP_TEXT, getSupabase, toaster, type PrepRecord } from '@bullpen/shared';

export function DashboardHeader({ prep, onStartOver }: { prep: PrepRecord; onStartOver: () => Promise<boolean> }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function logout() {
    try {
      const { error } = await (await getSupabase()).auth.signOut();
      if (error) throw error;
      toaster.create({ type: 'success', title: PREP_TEXT.logoutSucceeded });
      navigate('/');
    } catch (error) {
      console.error('Logout failed', error);
      toaster.create({ type: 'error', title: PREP_TEXT.logoutFailed });
    }
  }

  async function startOver() {
    setResetting(true);
    const done = await onStartOver();
    setResetting(false);
    if (done) setConfirming(false);
  }

  return (
    <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="4">
      <div>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          Your Personalized Prep
        </Heading>
        <Text color="fg.muted" fontSize="lg" mt="1">
          {prep.position} at {prep.company_name} · {prep.level}
        </Text>
      </div>
      <HStack gap="3" flexShrink={0}>
        <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)}>
          <Dialog.Trigger asChild>
            <Button variant="outline" colorPalette="red" flex={{ base: '1', md: 'initial' }}>
              Start Over
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mx="4">
                <Dialog.Header>
                  <Dialog.Title>Start over?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>This clears every answer and score of this prep. Your questions stay the same.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancel</Button>
                  </Dialog.ActionTrigger>
                  <Button colorPalette="red" onClick={() => void startOver()} loading={resetting}>
                    Yes, start over
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
        <Button variant="outline" colorPalette="navy" onClick={() => void logout()} flex={{ base: '1', md: 'initial' }}>
          Logout
        </Button>
      </HStack>
    </Flex>
  );
}
