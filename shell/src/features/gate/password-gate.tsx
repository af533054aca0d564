// The shared-password gate (spec 01 §4.6): on the gated prefixes, when enabled, a dialog that cannot be
// dismissed stands in for the area until the right password is entered.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box } from '@chakra-ui/react';
import { PageLoading } from '@bullpen/shared';
import { useGateStore } from './gate-store';
import { isGatedPath } from './gated-path';

const GateDialog = lazy(() => import('./gate-dialog'));

export function PasswordGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const gated = isGatedPath(pathname);
  const status = useGateStore((s) => s.status);
  const check = useGateStore((s) => s.check);

  useEffect(() => {
    if (gated) void check();
  }, [gated, check]);

  if (!gated || status === 'open') return <>{children}</>;
  if (status === 'locked') {
    return (
      <Box minH="60vh">
        <Suspense fallback={null}>
          <GateDialog />
        </Suspense>
      </Box>
    );
  }
  return <PageLoading label="Checking access" />;
}
