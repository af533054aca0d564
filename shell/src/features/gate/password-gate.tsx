// The shared-password gate (spec 01 §4.6): on the gated prefixes, when enabled, a dialog that cannot be
// dismissed stands in for the area until the right password is entered.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { Box, Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { LoadingState, toaster } from '@bullpen/shared';
import { useGateStore } from './gate-store';
import { isGatedPath } from './gated-path';

function GateDialog() {
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

export function PasswordGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const gated = isGatedPath(pathname);
  const status = useGateStore((s) => s.status);
  const check = useGateStore((s) => s.check);

  useEffect(() => {
    if (gated) void check();
  }, [gated, check]);

  if (!gated || status === 'open') return <>{children}</>;
  if (status === 'locked') return <Box minH="60vh"><GateDialog /></Box>;
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10" minH="60vh">
      <LoadingState label="Checking access" />
    </Box>
  );
}
