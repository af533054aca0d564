// One toaster for the whole page: the shell renders <Toaster/>, every area calls `toaster.create`.
import { isValidElement, useEffect } from 'react';
import { Portal, Spinner, Stack } from '@chakra-ui/react';
import { Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react/toast';

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 3,
  duration: 4000,
});

type ToastOptions = Parameters<typeof toaster.create>[0];

let ready = false;
const pending: ToastOptions[] = [];

/**
 * For a toast raised while the page is still starting (an error in the landing URL): the Chakra
 * toast group renders in a portal a commit after the layout and starts listening a task after that;
 * a toast created before then stays in the store unseen. This one waits until the group listens.
 */
export function toastOnceMounted(options: ToastOptions): void {
  if (ready) toaster.create(options);
  else pending.push(options);
}

/** Rendered after the toast group inside the portal; marks it ready one task after it mounts. */
function MountSignal() {
  useEffect(() => {
    const timer = setTimeout(() => {
      ready = true;
      for (const options of pending.splice(0)) toaster.create(options);
    }, 0);
    return () => {
      clearTimeout(timer);
      ready = false;
    };
  }, []);
  return null;
}

/** A toast's own icon (an award's trophy, award or star), passed as `meta.icon`. */
function iconOf(toast: { meta?: Record<string, unknown> }) {
  const icon = toast.meta?.icon;
  return isValidElement(icon) ? icon : null;
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Notifications">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {iconOf(toast) ?? (toast.type === 'loading' ? <Spinner size="sm" color="navy.solid" /> : <Toast.Indicator />)}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
      <MountSignal />
    </Portal>
  );
}
