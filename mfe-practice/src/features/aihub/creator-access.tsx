// Creator access (spec 01 §2.4, §4.5): ?creator=true stores the creator flag and shows the
// confirmation, then the profile opens. The flag only unlocks anything in demo mode, so outside
// it the link is politely declined instead of promising access that does not exist.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { getAppConfig, toaster, useSessionStore } from '@bullpen/shared';
import { useLater } from '../../hooks/use-later';
import { LOCAL_KEYS, writeLocal } from '../../lib/local-values';

export const CREATOR_REDIRECT_MS = 3000;

export function CreatorAccessDialog() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const later = useLater();
  const [open, setOpen] = useState(false);
  const handled = useRef(false);
  const requested = search.get('creator') === 'true';

  useEffect(() => {
    if (!requested || handled.current) return;
    handled.current = true;
    void getAppConfig().then((config) => {
      if (!config.demoMode && !useSessionStore.getState().demoMode) {
        toaster.create({ type: 'info', title: 'Creator access is not available', description: 'Creator links only work in the demo.' });
        return;
      }
      writeLocal(LOCAL_KEYS.creatorAccess, 'true');
      useSessionStore.setState({ creatorAccess: true });
      setOpen(true);
      later(() => navigate('/profile'), CREATOR_REDIRECT_MS);
    });
  }, [requested, later, navigate]);

  return (
    <Dialog.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Creator Access Enabled!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="gray.800">
                Thank you! You now have access to all creator features. You&apos;ll be redirected to your profile shortly.
              </Text>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
