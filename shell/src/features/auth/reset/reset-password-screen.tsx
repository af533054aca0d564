// /reset-password (spec 01 §2.8, §4.3, §5, §8): valid only when opened from a recovery link (also the link
// that confirms an address signed up twice, whose owner chooses the password here); sets the new
// password, then signs out and goes to /login after 2 s.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { toaster } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { GuardLoading } from '../guards';
import { isRecoveryLink, landingCallback } from '../landing-url';
import { RESET } from '../messages';

export const RESET_REDIRECT_DELAY_MS = 2000;

function InvalidLink({ reason }: { reason: string }) {
  return (
    <AuthCard title={RESET.invalidTitle}>
      <Stack gap="6" align="center" textAlign="center">
        <Text color="fg.muted">{reason}. Ask for a new link from the login page with “Forgot password?”.</Text>
        <Button asChild colorPalette="navy">
          <RouterLink to="/login">Return to Login</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function ResetPasswordScreen() {
  const { session, isLoading, isRecovery, signOut } = useAuth();
  const [updated, setUpdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const landing = landingCallback();
  const fromRecoveryLink = isRecovery || isRecoveryLink(landing);

  const onUpdated = () => {
    toaster.create({ type: 'success', title: RESET.updated });
    setUpdated(true);
    // The recovery session ends so the new password is used to log in.
    timer.current = setTimeout(() => void signOut(), RESET_REDIRECT_DELAY_MS);
  };

  if (!updated) {
    if (isLoading) return <GuardLoading />;
    if (landing.error || !fromRecoveryLink) return <InvalidLink reason={RESET.invalidLink} />;
    if (!session) return <InvalidLink reason={RESET.unvalidated} />;
  }

  return (
    <AuthCard title={RESET.title} subtitle="Choose a new password of at least 6 characters.">
      {updated ? (
        <Alert.Root status="success" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{RESET.updated}</Alert.Title>
            <Alert.Description>Taking you to the login page…</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <NewPasswordForm name="Reset password" submitLabel="Update Password" onUpdated={onUpdated} />
      )}
    </AuthCard>
  );
}
