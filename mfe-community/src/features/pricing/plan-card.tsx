// One plan: its price for the chosen billing period, what it includes and where its button leads.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import {
  CUSTOM_PRICING,
  CUSTOM_PRICING_NOTE,
  annualTotal,
  formatPrice,
  monthlyPrice,
  type BillingPeriod,
  type Plan,
} from '@bullpen/shared';
import { CheckIcon, CrossIcon } from '../../components/icons';

function Price({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const perMonth = monthlyPrice(plan, period);
  if (perMonth === null) {
    return (
      <Stack gap="1" minH="20">
        <Text fontSize="3xl" fontWeight="bold" color="navy.900" lineHeight="1.2">
          {CUSTOM_PRICING}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {CUSTOM_PRICING_NOTE}
        </Text>
      </Stack>
    );
  }
  const yearly = annualTotal(plan);
  return (
    <Stack gap="1" minH="20">
      <HStack gap="1" align="baseline">
        <Text fontSize="5xl" fontWeight="bold" color="navy.900" lineHeight="1" data-testid={`price-${plan.id}`}>
          {formatPrice(perMonth)}
        </Text>
        <Text color="fg.muted">/ month</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {period === 'annual' && yearly !== null ? `Billed annually: ${formatPrice(yearly)} per year` : 'Billed monthly'}
      </Text>
    </Stack>
  );
}

/** `action` replaces the plan's own link (a signed-in student's way to Pro). */
export function PlanCard({ plan, period, action }: { plan: Plan; period: BillingPeriod; action?: ReactNode }) {
  const highlighted = Boolean(plan.badge);
  return (
    <Card.Root
      as="article"
      aria-labelledby={`plan-${plan.id}`}
      variant="outline"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'accent.600' : 'border'}
      boxShadow={highlighted ? 'lg' : 'none'}
      position="relative"
      height="full"
    >
      {plan.badge && (
        <Badge colorPalette="accent" variant="solid" position="absolute" top="-3" left="50%" transform="translateX(-50%)" size="md">
          {plan.badge}
        </Badge>
      )}
      <Card.Body gap="6" pt="8">
        <Stack gap="2">
          <Heading as="h2" id={`plan-${plan.id}`} size="xl" color="navy.900">
            {plan.title}
          </Heading>
          <Text color="fg.muted">{plan.description}</Text>
        </Stack>
        <Price plan={plan} period={period} />
        <List.Root variant="plain" gap="2.5" aria-label={`${plan.title} features`}>
          {plan.features.map((feature) => (
            <List.Item key={feature.text} alignItems="start" gap="2" color={feature.included ? 'navy.900' : 'fg.muted'}>
              <List.Indicator asChild color={feature.included ? 'accent.600' : 'gray.400'} mt="0.5">
                {feature.included ? <CheckIcon /> : <CrossIcon />}
              </List.Indicator>
              <Box as="span">
                <Box as="span" srOnly>
                  {feature.included ? 'Included: ' : 'Not included: '}
                </Box>
                {feature.text}
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {action ?? (
          <Button asChild colorPalette={highlighted ? 'accent' : 'navy'} variant={highlighted ? 'solid' : 'outline'} size="lg" w="full">
            <RouterLink to={plan.action.to}>{plan.action.label}</RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
