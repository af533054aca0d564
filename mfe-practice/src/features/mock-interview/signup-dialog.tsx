// The sign-in/upgrade dialog of the mock interview (spec 02 §2.1): visitors go to /login, signed-in
// users to /pricing.
import { useNavigate } from 'react-router';
import { Button, CloseButton, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';

export function SignupDialog({ open, signedIn, onClose }: { open: boolean; signedIn: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const copy = signedIn
    ? {
        title: 'Upgrade to keep practising',
        body: 'Premium unlocks unlimited AI interviews, XP tracking and advanced analytics.',
        action: 'Upgrade to Premium',
        to: '/pricing',
      }
    : {
        title: 'Sign up to continue your interview',
        body: 'Create a free account or log in to answer every question, get feedback on each answer and track your progress.',
        action: 'Sign Up or Log In',
        to: '/login',
      };
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.800">{copy.body}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="ghost" colorPalette="navy" onClick={onClose}>
                Not now
              </Button>
              <Button colorPalette="accent" onClick={() => navigate(copy.to)}>
                {copy.action}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
