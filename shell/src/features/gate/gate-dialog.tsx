// The password dialog of the gate: its own chunk, since most visits never see it.
import { useForm } from 'react-hook-form';
import { Button, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { toaster } from '@bullpen/shared';
import { useGateStore } from './gate-store';

export default function GateDialog() {
  const unlock = useGateStore((s) => s.unlock);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      if (await unlock(password)) {
        toaster.create({ type: 'success', title: 'Access granted' });
        return;
      }
      toaster.create({ type: 'error', title: 'Incorrect password' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not check the password', description: error instanceof Error ? error.message : String(error) });
    }
    resetField('password');
    setFocus('password');
  });

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Password Protected</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>Please enter the password to access this page</Dialog.Description>
                  <Field.Root>
                    <Field.Label>Password</Field.Label>
                    <Input type="password" autoComplete="off" autoFocus {...register('password')} />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  Submit
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
