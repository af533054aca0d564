// Pro for a signed-in student on /pricing: with Stripe the plan's button opens Checkout; without it the
// button asks an admin ("Request Pro access") and the notice says where the request stands. Once the
// server says Pro, the session is refreshed so premium screens open at once.
import { useEffect } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  PRO_ACCESS_REQUESTED,
  REQUEST_PRO_ACCESS,
  getSupabase,
  proStatusOf,
  toaster,
  useSessionStore,
  type BillingPeriod,
  type Plan,
} from '@bullpen/shared';
import { fetchProAccess, requestProAccess, startCheckout } from './api';

const PRO_ACCESS_KEY = ['billing', 'pro-access'] as const;

/** The signed-in student's Pro access and whether Pro is bought through Checkout; idle for visitors. */
export function useProUpgrade() {
  const userId = useSessionStore((state) => state.user?.id);
  // The answer carries the deployment's billing.checkout (as /api/config does), read fresh with the student's status.
  const access = useQuery({ queryKey: [...PRO_ACCESS_KEY, userId], queryFn: ({ signal }) => fetchProAccess(signal), enabled: Boolean(userId) });
  return { signedIn: Boolean(userId), checkout: access.data?.checkout ?? false, access: access.data };
}

export type ProUpgrade = ReturnType<typeof useProUpgrade>;

/** The server granted Pro while this page's session still says free: refresh it, so the guards see Pro. */
export function useSessionCatchesUp(premium: boolean | undefined) {
  const sessionPremium = useSessionStore((state) => state.isPremium || state.isAdmin);
  useEffect(() => {
    if (!premium || sessionPremium) return;
    // The shell reloads the account's roles when the session is refreshed.
    void getSupabase()
      .then((client) => client.auth.refreshSession())
      .catch((error: unknown) => console.error('[pricing] the session could not be refreshed', error));
  }, [premium, sessionPremium]);
}

const failed = (title: string) => (error: Error) => toaster.create({ type: 'error', title, description: error.message });

/** The button of a paid plan for a signed-in student (visitors keep the plan's link to register). */
export function ProPlanAction({ plan, period, upgrade, highlighted }: { plan: Plan; period: BillingPeriod; upgrade: ProUpgrade; highlighted: boolean }) {
  const client = useQueryClient();
  const sessionPremium = useSessionStore((state) => state.isPremium || state.isAdmin);
  const checkout = useMutation({
    mutationFn: () => startCheckout(plan.id, period),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: failed('Checkout could not start'),
  });
  const request = useMutation({
    mutationFn: requestProAccess,
    onSuccess: () => {
      toaster.create({ type: 'success', title: PRO_ACCESS_REQUESTED, description: 'An admin will review your request soon.' });
      return client.invalidateQueries({ queryKey: PRO_ACCESS_KEY });
    },
    onError: failed('Pro access was not requested'),
  });

  const look = { colorPalette: highlighted ? 'accent' : 'navy', variant: highlighted ? 'solid' : 'outline', size: 'lg', w: 'full' } as const;
  if (sessionPremium || upgrade.access?.premium) {
    return (
      <Button asChild {...look}>
        <RouterLink to="/interviews">Start Practicing</RouterLink>
      </Button>
    );
  }
  if (upgrade.checkout) {
    return (
      <Button {...look} loading={checkout.isPending} loadingText="Opening checkout…" onClick={() => checkout.mutate()}>
        {plan.action.label}
      </Button>
    );
  }
  const pending = upgrade.access?.request?.status === 'pending';
  return (
    <Button
      {...look}
      disabled={pending || !upgrade.access}
      loading={request.isPending}
      loadingText="Sending request…"
      onClick={() => request.mutate()}
    >
      {pending ? PRO_ACCESS_REQUESTED : REQUEST_PRO_ACCESS}
    </Button>
  );
}

/** Where the student's Pro stands (requested, declined, granted); nothing for a student who never asked. */
export function ProStatusNotice({ upgrade }: { upgrade: ProUpgrade }) {
  useSessionCatchesUp(upgrade.access?.premium);
  const status = upgrade.access ? proStatusOf(upgrade.access) : null;
  if (!status) return null;
  return (
    <Alert.Root status={status.tone} variant="surface" mb="8" borderRadius="lg" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{status.title}</Alert.Title>
        <Alert.Description>{status.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
