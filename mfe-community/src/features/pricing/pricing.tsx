// Pricing (spec 01 §2.10): three plans, monthly or annual billing, and the notice premium redirects
// lead to (/pricing?access=required).
import { useState } from 'react';
import { Alert, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SegmentGroup } from '@chakra-ui/react/segment-group';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  AreaFrame,
  PLANS,
  PREMIUM_REQUIRED_MESSAGE,
  WAITLIST_DISCOUNT_PERCENT,
  annualSavingPercent,
  useSessionStore,
  type BillingPeriod,
} from '@bullpen/shared';
import { PlanCard } from './plan-card';
import { ProPlanAction, ProStatusNotice, useProUpgrade } from './pro-upgrade';

const bestSaving = Math.max(...PLANS.map(annualSavingPercent));

function AccessRequiredNotice({ checkout }: { checkout: boolean }) {
  const signedIn = useSessionStore((state) => state.user !== null);
  return (
    <Alert.Root status="info" colorPalette="accent" variant="surface" mb="8" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md">{PREMIUM_REQUIRED_MESSAGE}</Alert.Title>
        <Alert.Description>
          {!signedIn && 'Choose Pro or Finance (B)Pro below to unlock it. Already a member? Log in with your premium account.'}
          {signedIn &&
            (checkout
              ? 'Your account does not include this feature yet. Choose Pro or Finance (B)Pro below to unlock it.'
              : 'Your account does not include this feature yet. Request Pro access below and an admin will unlock it for you.')}
        </Alert.Description>
        {!signedIn && (
          <Button asChild size="sm" colorPalette="navy" alignSelf="start" mt="1">
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export default function PricingPage() {
  const [searchParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const upgrade = useProUpgrade();
  return (
    <AreaFrame title="Pricing" lead="Plans for students, professionals and companies.">
      {searchParams.get('access') === 'required' && !upgrade.access?.premium && <AccessRequiredNotice checkout={upgrade.checkout} />}
      <ProStatusNotice upgrade={upgrade} />
      <Stack gap="10">
        <Flex direction="column" align="center" gap="2">
          <SegmentGroup.Root
            value={period}
            onValueChange={(details) => setPeriod(details.value === 'annual' ? 'annual' : 'monthly')}
            aria-label="Billing period"
            size="lg"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'annual', label: 'Annual' },
              ]}
            />
          </SegmentGroup.Root>
          <Text fontSize="sm" color="accent.700" fontWeight="medium">
            Save up to {bestSaving}% with annual billing
          </Text>
        </Flex>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '6' }} alignItems="stretch">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              action={upgrade.signedIn && plan.price ? <ProPlanAction plan={plan} period={period} upgrade={upgrade} highlighted={Boolean(plan.badge)} /> : undefined}
            />
          ))}
        </SimpleGrid>
        <Text textAlign="center" color="fg.muted">
          Early users get {WAITLIST_DISCOUNT_PERCENT}% off platform features.{' '}
          <Link asChild color="accent.700" fontWeight="semibold">
            <RouterLink to="/demo">Join the waitlist</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AreaFrame>
  );
}
