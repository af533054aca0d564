// 'Change password': a new password for the signed-in user; an older sign-in is asked for the code
// the server mails (see NewPasswordForm).
import { Card, Heading, Text } from '@chakra-ui/react';
import { toaster } from '@bullpen/shared';
import { NewPasswordForm } from '../components/new-password-form';
import { RESET } from '../messages';

export function PasswordCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Change password
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Choose a new password of at least 6 characters. Your other devices are signed out.
        </Text>
      </Card.Header>
      <Card.Body maxW={{ md: 'md' }}>
        <NewPasswordForm
          name="Change password"
          submitLabel="Change Password"
          onUpdated={() => toaster.create({ type: 'success', title: RESET.updated })}
        />
      </Card.Body>
    </Card.Root>
  );
}
