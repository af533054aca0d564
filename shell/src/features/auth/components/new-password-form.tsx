// The new-password form of the reset screen and the profile: the new password twice and, when the
// server wants recent authentication (a sign-in older than a few minutes), the code it mails.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { toaster, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { confirmPasswordRules, newPasswordRules, reauthenticationCodeRules } from '../form-rules';
import { PASSWORD_CODE, RESET } from '../messages';

/** supabase-js's AuthApiError carries GoTrue's code: the session's sign-in is too old for a password change. */
const isReauthenticationNeeded = (error: Error) => (error as Error & { code?: unknown }).code === 'reauthentication_needed';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
  code: string;
}

interface NewPasswordFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  /** After the password changed; the form is empty again. */
  onUpdated(): void;
}

export function NewPasswordForm({ name, submitLabel, onUpdated }: NewPasswordFormProps) {
  const { user, updatePassword, reauthenticate } = useAuth();
  const [codeSent, setCodeSent] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmPassword: '', code: '' } });

  async function sendCode() {
    setSendingCode(true);
    const { error } = await reauthenticate();
    setSendingCode(false);
    if (error) {
      toaster.create({ type: 'error', title: PASSWORD_CODE.sendFailed, description: error.message });
      return;
    }
    setCodeSent(true);
    toaster.create({ type: 'info', title: PASSWORD_CODE.sentTitle, description: PASSWORD_CODE.sent(user?.email ?? '') });
  }

  const onSubmit = handleSubmit(async ({ password, code }) => {
    const { error } = await updatePassword(password, codeSent ? code.trim() : undefined);
    if (error && isReauthenticationNeeded(error)) {
      await sendCode();
      return;
    }
    if (error) {
      toaster.create({ type: 'error', title: RESET.failed(error.message) });
      return;
    }
    reset();
    setCodeSent(false);
    onUpdated();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
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
        {codeSent && (
          <>
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>{PASSWORD_CODE.explanation(user?.email ?? '')}</Alert.Description>
            </Alert.Root>
            <TextField
              label="Code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={errors.code?.message}
              {...register('code', reauthenticationCodeRules)}
            />
            <Button variant="plain" colorPalette="navy" alignSelf="flex-start" px="0" onClick={() => void sendCode()} loading={sendingCode}>
              Send a new code
            </Button>
          </>
        )}
        <Button type="submit" colorPalette="navy" loading={isSubmitting} width="full">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
