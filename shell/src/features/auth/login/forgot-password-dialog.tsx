// The "Forgot password?" dialog: sends the recovery e-mail (spec 01 §5, §8).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { toaster, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { RECOVERY } from '../messages';

export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
}) {
  const { resetPassword } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (open) reset({ email: defaultEmail });
  }, [open, defaultEmail, reset]);

  const onSubmit = handleSubmit(async ({ email }) => {
    if (!email.trim()) {
      toaster.create({ type: 'error', ...RECOVERY.emailMissing });
      return;
    }
    const { error } = await resetPassword(email);
    if (error) {
      toaster.create({ type: 'error', title: RECOVERY.failedTitle, description: error.message });
      return;
    }
    toaster.create({ type: 'info', ...RECOVERY.sent });
    onOpenChange(false);
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reset your password</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    Enter the e-mail address of your account and we will send you a link to choose a new password.
                  </Dialog.Description>
                  <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  Send Reset Link
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

