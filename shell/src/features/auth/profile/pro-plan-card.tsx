// The student's plan on /profile: Pro, or the free plan with where their Pro request stands and the way
// to Pro. When the server says Pro and this page's session does not yet, the account is reloaded so the
// premium screens open at once; back from Stripe Checkout it waits for the payment to be confirmed.
import { useEffect } from 'react';
import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiFetch, proStatusOf, type ProAccess } from '@bullpen/shared';
import { useAuth } from '../auth-provider';

/** While Stripe's webhook has not arrived yet after a payment. */
const CONFIRMING_POLL_MS = 3000;

export function ProPlanCard() {
  const { user, isPremium, isAdmin, reloadProfile } = useAuth();
  const [searchParams] = useSearchParams();
  const paid = searchParams.get('checkout') === 'success';
  const access = useQuery({
    queryKey: ['billing', 'pro-access', user?.id],
    queryFn: ({ signal }) => apiFetch<ProAccess>('/api/billing/pro-access', { signal }),
    enabled: Boolean(user),
    refetchInterval: (query) => (paid && !query.state.data?.premium ? CONFIRMING_POLL_MS : false),
  });
  const serverPremium = access.data?.premium ?? false;
  useEffect(() => {
    if (serverPremium && !isPremium && !isAdmin) reloadProfile();
  }, [serverPremium, isPremium, isAdmin, reloadProfile]);

  const premium = isPremium || isAdmin || serverPremium;
  const status = access.data ? proStatusOf({ ...access.data, premium }) : null;
  return (
    <Card.Root as="section" aria-labelledby="plan-heading" variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" id="plan-heading" size="md" color="navy.900">
          Your plan
        </Heading>
        <Text fontWeight="semibold">{premium ? 'Pro' : 'Free plan'}</Text>
        {paid && !premium && (
          <Alert.Root status="info" variant="surface">
            <Alert.Indicator />
            <Alert.Title>Thank you! We are confirming your payment with Stripe; Pro opens as soon as it is confirmed.</Alert.Title>
          </Alert.Root>
        )}
        {status && (
          <Alert.Root status={status.tone} variant="surface">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{status.title}</Alert.Title>
              <Alert.Description>{status.description}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {premium ? (
            <Button asChild colorPalette="accent" alignSelf="start">
              <RouterLink to="/interviews">Start Practicing</RouterLink>
            </Button>
          ) : (
            <Button asChild colorPalette="accent" variant="outline" alignSelf="start">
              <RouterLink to="/pricing">See Pro plans</RouterLink>
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
