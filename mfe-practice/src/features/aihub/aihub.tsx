// AI Hub (/aihub, spec 01 §2.4): the home of practice — a call to action that depends on who is
// visiting, the bank's numbers, the six specializations, the platform's features, the interview
// types, pricing, and the creator-access confirmation.
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Card,
  Circle,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  CUSTOM_PRICING,
  ErrorState,
  formatPrice,
  INTERVIEW_TYPES,
  PLANS,
  questionCountLabel,
  SPECIALIZATIONS,
  useRetry,
} from '@bullpen/shared';
import { fetchQuestionStats } from '../../api/practice';
import { useAccess } from '../../hooks/use-access';
import { LOCAL_KEYS, readLocal } from '../../lib/local-values';
import { AddedSpecializations } from './added-specializations';
import { CreatorAccessDialog } from './creator-access';
import { ReviewSummaryCard, SignedInOnly } from '../../components/review-summary-card';
import { INTERVIEW_TYPE_BLURBS, PLATFORM_FEATURES, SPECIALIZATION_BLURBS } from './hub-content';
import { PageBand } from './page-band';
import { LinkCard } from '../../components/link-card';

function HeroAction() {
  const { user, premium, isLoading } = useAccess();
  if (isLoading) return <Skeleton height="12" width="44" borderRadius="md" />;
  const action = premium
    ? { label: 'Start Practicing', to: '/interviews' }
    : user
      ? { label: 'Get Premium', to: '/pricing' }
      : { label: 'Get Started', to: '/login' };
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild size="lg" colorPalette="accent">
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Button>
      {!premium && (
        <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
          <RouterLink to="/interviews">Try a Mock Interview</RouterLink>
        </Button>
      )}
    </HStack>
  );
}

function Hero() {
  return (
    <Box as="section" bg="navy.900" color="white" py={{ base: '12', md: '20' }}>
      <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} gap="5">
        <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="accent.200">
          Bullpen AI Hub
        </Text>
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
          AI Hub
        </Heading>
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" maxW="3xl">
          Ace your finance interviews with an AI interviewer.
        </Text>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="navy.100" maxW="3xl">
          Practise real questions for six finance specializations, answer by typing or by voice, and get a score,
          feedback and suggestions on every answer.
        </Text>
        <HeroAction />
      </Stack>
    </Box>
  );
}

function StatTile({ value, label, loading = false }: { value: string; label: string; loading?: boolean }) {
  return (
    <Card.Root variant="outline" textAlign={{ base: 'start', sm: 'center' }}>
      {/* A row on a phone, where three tiles side by side would break "Specializations" mid-word. */}
      <Card.Body
        py={{ base: '3', sm: '4', md: '6' }}
        px={{ base: '4', sm: '2', md: '6' }}
        flexDirection={{ base: 'row', sm: 'column' }}
        alignItems="center"
        gap={{ base: '4', sm: '0' }}
      >
        <Skeleton loading={loading} alignSelf="center" minW={{ base: '20', sm: '16' }}>
          <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" color="navy.900">
            {value}
          </Text>
        </Skeleton>
        <Text color="gray.700" fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }}>
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Stats() {
  const statsKey = ['question-stats'];
  const stats = useQuery({ queryKey: statsKey, queryFn: ({ signal }) => fetchQuestionStats(signal) });
  const retryStats = useRetry(statsKey);
  if (stats.isLoadingError) {
    return <ErrorState title="We couldn't load the question bank" description={stats.error.message} onRetry={retryStats} />;
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '2', md: '4' }} as="section" aria-label="Bullpen in numbers">
      <StatTile
        loading={stats.isPending}
        value={stats.data ? questionCountLabel(stats.data.total) : '000+'}
        label="Interview Questions"
      />
      <StatTile value={String(SPECIALIZATIONS.length)} label="Finance Specializations" />
      <StatTile value={String(INTERVIEW_TYPES.length)} label="Interview Types" />
    </SimpleGrid>
  );
}

function Specializations() {
  const lastPracticed = readLocal(LOCAL_KEYS.lastPracticedSpecialization);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {SPECIALIZATIONS.map((specialization) => {
        const blurb = SPECIALIZATION_BLURBS[specialization.id];
        return (
          <LinkCard
            key={specialization.id}
            to={`/specialization/${encodeURIComponent(specialization.name)}`}
            title={specialization.name}
            top={
              <HStack justify="space-between" align="flex-start">
                <Circle size="12" bg="navy.800" color="white" fontWeight="bold" aria-hidden="true">
                  {blurb.monogram}
                </Circle>
                {lastPracticed === specialization.name && (
                  <Badge colorPalette="accent" variant="subtle">
                    Last practiced
                  </Badge>
                )}
              </HStack>
            }
          >
            <Text color="gray.700">{blurb.description}</Text>
          </LinkCard>
        );
      })}
    </SimpleGrid>
  );
}

function PlatformFeatures() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {PLATFORM_FEATURES.map((feature) => (
        <Card.Root key={feature.title} variant="elevated">
          <Card.Body gap="2">
            <Heading as="h3" size="md" color="navy.900">
              {feature.title}
            </Heading>
            <Text color="gray.700" flex="1">
              {feature.description}
            </Text>
            <Button asChild variant="plain" colorPalette="accent" color="accent.700" px="0" alignSelf="flex-start">
              <RouterLink to={feature.to}>{feature.action} →</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function InterviewTypes() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {INTERVIEW_TYPES.map((type) => (
        <Card.Root key={type} variant="outline" borderTopWidth="4px" borderTopColor="accent.500">
          <Card.Body gap="2">
            <Heading as="h3" size="md" color="navy.900">
              {type}
            </Heading>
            <Text color="gray.700">{INTERVIEW_TYPE_BLURBS[type]}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Pricing() {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {PLANS.map((plan) => (
          <Card.Root key={plan.id} variant="outline" borderColor={plan.badge ? 'accent.400' : undefined}>
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Heading as="h3" size="md" color="navy.900">
                  {plan.title}
                </Heading>
                {plan.badge && <Badge colorPalette="accent">{plan.badge}</Badge>}
              </HStack>
              <Text fontSize="2xl" fontWeight="bold" color="navy.900">
                {plan.price ? (
                  <>
                    {formatPrice(plan.price.monthly)}
                    <Text as="span" fontSize="md" fontWeight="normal" color="gray.700">
                      {' '}
                      / month
                    </Text>
                  </>
                ) : (
                  CUSTOM_PRICING
                )}
              </Text>
              <Text color="gray.700">{plan.description}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button asChild colorPalette="navy" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <RouterLink to="/pricing">View Pricing Options</RouterLink>
      </Button>
    </Stack>
  );
}

function ClosingCall() {
  return (
    <Box as="section" bg="navy.900" color="white" py={{ base: '12', md: '16' }} aria-labelledby="closing-heading">
      <Stack maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} gap="4" textAlign="center" align="center">
        <Heading as="h2" id="closing-heading" size={{ base: 'xl', md: '2xl' }}>
          Ready for your next finance interview?
        </Heading>
        <Text color="navy.100" fontSize="lg">
          Premium unlocks unlimited AI interviews, XP tracking, advanced analytics and leaderboard participation.
        </Text>
        <Button asChild size="lg" colorPalette="accent">
          <RouterLink to="/pricing">Get Premium Access</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export default function AiHubPage() {
  return (
    <Box>
      <Hero />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} mt={{ base: '-6', md: '-8' }} position="relative">
        <Box bg="white" borderRadius="xl" boxShadow="md" p={{ base: '4', md: '6' }}>
          <Stats />
        </Box>
        <SignedInOnly>
          <Box mt="6">
            <ReviewSummaryCard />
          </Box>
        </SignedInOnly>
      </Box>
      <PageBand id="specializations" title="Choose your specialization" lead="Six finance tracks, each with technical, motivational and case study questions.">
        <Specializations />
        <AddedSpecializations />
      </PageBand>
      <PageBand id="features" title="Platform features" lead="Everything you need to prepare, in one place." tinted>
        <PlatformFeatures />
      </PageBand>
      <PageBand id="interview-types" title="Interview types" lead="Practise every kind of question you will meet.">
        <InterviewTypes />
      </PageBand>
      <PageBand id="pricing" title="Pricing" lead="Start free, then choose the plan that fits your recruiting season." tinted>
        <Pricing />
      </PageBand>
      <ClosingCall />
      <CreatorAccessDialog />
    </Box>
  );
}
