// The landing page's opening: what Bullpen is, with the way to the events and to the AI Hub demo.
import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { INTERVIEW_TYPES, questionCountLabel, SPECIALIZATIONS } from '@bullpen/shared';
import { tone, WHITE } from '../../components/art/palette';
import { fetchQuestionStats } from './api';

function Figure({ value, label }: { value: string | null; label: string }) {
  return (
    <Stack gap="0" direction="column-reverse">
      <Text as="dt" fontSize={{ base: 'xs', sm: 'sm' }} color="navy.200">
        {label}
      </Text>
      <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
        {value ?? (
          // The skeleton is drawn for the eye; screen readers hear "Loading" (a span with no role takes no aria-label).
          <>
            <Skeleton as="span" display="inline-block" height="1em" width="3ch" aria-hidden="true" />
            <Box as="span" srOnly>
              Loading
            </Box>
          </>
        )}
      </Text>
    </Stack>
  );
}

/** The bank's size as the gateway counts it; without the API the figure is left out. */
function Figures() {
  const stats = useQuery({ queryKey: ['question-stats'], queryFn: ({ signal }) => fetchQuestionStats(signal) });
  return (
    <HStack as="dl" gap={{ base: '4', md: '10' }} pt="4">
      {!stats.isLoadingError && (
        <Figure value={stats.data ? questionCountLabel(stats.data.total) : null} label="interview questions" />
      )}
      <Figure value={String(SPECIALIZATIONS.length)} label="specializations" />
      <Figure value={String(INTERVIEW_TYPES.length)} label="interview types" />
    </HStack>
  );
}

/** A skyline under a rising chart line: the trading floor seen from the street. */
function HeroArt() {
  const towers = [
    [20, 120, 40],
    [66, 80, 46],
    [118, 140, 34],
    [158, 60, 52],
    [216, 110, 38],
    [260, 90, 44],
  ];
  return (
    <svg viewBox="0 0 320 260" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="230" cy="80" r="64" fill={tone('navy', '600')} opacity="0.6" />
      {towers.map(([x, top, width]) => (
        <g key={x}>
          <rect x={x} y={top} width={width} height={240 - Number(top)} rx="3" fill={tone('navy', '500')} />
          {Array.from({ length: Math.floor((240 - Number(top) - 16) / 22) }, (_, row) => (
            <rect
              key={row}
              x={Number(x) + 8}
              y={Number(top) + 12 + row * 22}
              width={Number(width) - 16}
              height="8"
              rx="2"
              fill={tone('navy', '300')}
              opacity={row % 3 === 0 ? 0.9 : 0.45}
            />
          ))}
        </g>
      ))}
      <rect x="0" y="238" width="320" height="22" fill={tone('navy', '700')} />
      <path
        d="M10 170 60 150 100 162 150 110 200 124 250 70 300 40"
        fill="none"
        stroke={tone('accent', '300')}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="300" cy="40" r="9" fill={WHITE} />
    </svg>
  );
}

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="navy.900"
      gradientTo="navy.700"
      color="white"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py={{ base: '14', md: '24' }}
        gap="10"
        align="center"
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="6" flex="1" maxW="2xl">
          <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="accent.200">
            The finance interview community
          </Text>
          <Heading as="h1" id="hero-heading" fontSize={{ base: '5xl', md: '7xl' }} lineHeight="1" letterSpacing="tight">
            Bullpen
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100" maxW="xl">
            Learn from the people who hire. Podcast interviews with finance professionals, roundtables and case
            workshops, and an AI Hub to rehearse every round of your next interview.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to="/events">Explore Events</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/demo">See the AI Hub Demo</RouterLink>
            </Button>
          </Flex>
          <Figures />
        </Stack>
        <Box flex="1" maxW="md" w="full" display={{ base: 'none', md: 'block' }}>
          <HeroArt />
        </Box>
      </Flex>
    </Box>
  );
}
