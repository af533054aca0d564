// The early-access waitlist (spec 02 §2.14, §4 Waitlist): an e-mail address, then the thank-you
// dialog, or the failure toast.
import { useState } from 'react';
import { Button, CloseButton, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { useForm } from 'react-hook-form';
import { FORM_MESSAGES, WAITLIST_MESSAGES, isEmailAddress, toaster } from '@bullpen/shared';
import { joinWaitlist } from './api';

interface WaitlistValues {
  email: string;
}

function ThankYouDialog({ open, already, onClose }: { open: boolean; already: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="navy.900">{WAITLIST_MESSAGES.subscribed.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Dialog.Description>{WAITLIST_MESSAGES.subscribed.description}</Dialog.Description>
                {already && <Text color="fg.muted">This address was already on the waitlist, so nothing changes.</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="navy">Close</Button>
              </Dialog.ActionTrigger>
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

export function WaitlistForm() {
  const [result, setResult] = useState<{ already: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WaitlistValues>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await joinWaitlist(email.trim());
      setResult({ already: Boolean(answer.already) });
      reset({ email: '' });
    } catch {
      toaster.create({ type: 'error', ...WAITLIST_MESSAGES.failed });
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Join the waitlist">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
          <Field.Root invalid={!!errors.email} required flex="1">
            <Field.Label color="white">Email address</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@university.edu"
              bg="white"
              color="navy.900"
              size="lg"
              {...register('email', {
                validate: {
                  present: (value) => value.trim().length > 0 || FORM_MESSAGES.emailRequired,
                  valid: (value) => isEmailAddress(value) || FORM_MESSAGES.emailInvalid,
                },
              })}
            />
            <Field.ErrorText color="red.200">{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="accent" size="lg" mt={{ sm: '7' }} loading={isSubmitting} loadingText="Joining…">
            Join the Waitlist
          </Button>
        </Stack>
      </form>
      <ThankYouDialog open={result !== null} already={result?.already ?? false} onClose={() => setResult(null)} />
    </>
  );
}
