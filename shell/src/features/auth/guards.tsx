// Route guards applied by the route table from each registry route's `guard` (spec 01 §2.1, §4.6).
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PageLoading, toaster, type Guard } from '@bullpen/shared';
import { decideAccess, type AccessDecision } from './access-decision';
import { useAuth } from './auth-provider';
import { rememberPostLoginRedirect } from './post-login-redirect';

function useAccess(guard: Guard): AccessDecision {
  const { isLoading, user, isAdmin, isPremium, isCompany, demoMode, isSigningOut } = useAuth();
  const signedIn = user !== null;
  // Memoised on the inputs, so a redirect is carried out (and toasted) once.
  return useMemo(
    () => decideAccess(guard, { isLoading, signedIn, isAdmin, isPremium, isCompany, demoMode, signingOut: isSigningOut }),
    [guard, isLoading, signedIn, isAdmin, isPremium, isCompany, demoMode, isSigningOut],
  );
}

export function GuardLoading() {
  return <PageLoading label="Checking your access" />;
}

/** The 403 screen of the admin area, shown in the slot. */
export function AdminsOnly() {
  return (
    <Box maxW="2xl" mx="auto" px="4" py={{ base: '12', md: '20' }} textAlign="center" minH="60vh">
      <Stack gap="4" align="center">
        <Text fontWeight="semibold" color="navy.600" letterSpacing="wide">
          403
        </Text>
        <Heading as="h1" size="2xl" color="navy.900">
          Admins only
        </Heading>
        <Text color="fg.muted">This area is for Bullpen administrators. Your account does not have admin access.</Text>
        <Button asChild colorPalette="navy">
          <RouterLink to="/aihub">Go to the AI Hub</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Renders `children` only when the signed-in user may see them; while the session is checked it shows
 * the loading state, never a flash of the protected area.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const decision = useAccess(guard);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.rememberPath) rememberPostLoginRedirect(`${pathname}${search}${hash}`);
    if (decision.notice) toaster.create({ type: 'warning', ...decision.notice });
    void navigate(decision.to, { replace: true });
  }, [decision, navigate, pathname, search, hash]);

  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'forbidden') return <AdminsOnly />;
  return <GuardLoading />;
}
