// /reset-password (spec 01 §2.8, §4.3, §5, §8): valid only when opened from a recovery link; sets the
// new password, then signs out and goes to /login after 2 s.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { toaster, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { confirmPasswordRules, newPasswordRules } from '../form-rules';
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

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordScreen() {
  const { session, isLoading, isRecovery, updatePassword, signOut } = useAuth();
  const [updated, setUpdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => () => clearTimeout(timer.current), []);

  const landing = landingCallback();
  const fromRecoveryLink = isRecovery || isRecoveryLink(landing);

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await updatePassword(password);
    if (error) {
      toaster.create({ type: 'error', title: RESET.failed(error.message) });
      return;
    }
    toaster.create({ type: 'success', title: RESET.updated });
    setUpdated(true);
    // The recovery session ends so the new password is used to log in.
    timer.current = setTimeout(() => void signOut(), RESET_REDIRECT_DELAY_MS);
  });

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
        <form onSubmit={onSubmit} noValidate aria-label="Reset password">
          <Stack gap="4">
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password', newPasswordRules())}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword', confirmPasswordRules(() => getValues('password'), RESET.passwordsDontMatch))}
            />
            <Button type="submit" colorPalette="navy" loading={isSubmitting} width="full">
              Update Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
