// AI Hub Demo (spec 02 §2.14), /demo and any path under it: hero with the waitlist (#top),
// specializations, interview types, platform features (#platform-features) and the demo video
// (#demo-video); admin mode with ?admin=true, reached by Alt+Shift+A or the top-right corner.
import type { ReactNode } from 'react';
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { INTERVIEW_TYPES, SPECIALIZATIONS, WAITLIST_DISCOUNT_PERCENT } from '@bullpen/shared';
import { CornerLink } from '../../components/corner-link';
import { ChartIcon, ChatIcon, PodiumIcon, TrophyIcon } from '../../components/icons';
import { PageSection } from '../../components/page-section';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { DemoVideoPlayer } from './demo-video';
import { INTERVIEW_TYPE_BLURBS, PLATFORM_FEATURES, SPECIALIZATION_BLURBS } from './demo-content';
import { ADMIN_DEMO_PATH, useAdminShortcut } from './use-admin-shortcut';
import { WaitlistForm } from './waitlist-form';

function DemoHero() {
  return (
    <Box as="section" id="top" aria-labelledby="demo-heading" scrollMarginTop="16" bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
      <Stack maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '14', md: '24' }} gap="6" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
        <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="accent.200">
          Bullpen AI Hub · Early access
        </Text>
        <Heading as="h1" id="demo-heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
          AI Hub Demo
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100" maxW="2xl">
          See the AI Hub in action and join the waitlist for {WAITLIST_DISCOUNT_PERCENT}% off platform features.
        </Text>
        <Box w="full" maxW="xl" textAlign="left">
          <WaitlistForm />
        </Box>
      </Stack>
    </Box>
  );
}

interface Tile {
  title: string;
  text: string;
  icon?: ReactNode;
}

const FEATURE_ICONS: Record<(typeof PLATFORM_FEATURES)[number]['title'], ReactNode> = {
  'AI Interview Simulation': <ChatIcon />,
  'Gamified Skills Assessment': <TrophyIcon />,
  'Performance Analytics': <ChartIcon />,
  Leaderboard: <PodiumIcon />,
};

function TileGrid({ tiles, columns }: { tiles: Tile[]; columns: { base: number; sm?: number; md?: number; lg?: number } }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="5">
      {tiles.map((tile) => (
        <Card.Root as="li" key={tile.title} variant="outline" height="full">
          <Card.Body gap="2">
            {tile.icon && (
              <Box bg="accent.50" color="accent.700" borderRadius="lg" p="2.5" alignSelf="start" mb="2">
                {tile.icon}
              </Box>
            )}
            <Heading as="h3" size="md" color="navy.900">
              {tile.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {tile.text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export default function DemoPage() {
  useHashScroll();
  useAdminShortcut();
  const [searchParams] = useSearchParams();
  const adminMode = searchParams.get('admin') === 'true';
  return (
    <Box position="relative">
      <CornerLink corner="top-right" to={ADMIN_DEMO_PATH} label="Team shortcut: demo video upload" />
      <DemoHero />
      <PageSection id="specializations" eyebrow="Specializations" title="Six finance specializations" lead="Questions written with professionals from each field.">
        <TileGrid
          columns={{ base: 1, sm: 2, lg: 3 }}
          tiles={SPECIALIZATIONS.map((s) => ({ title: s.name, text: SPECIALIZATION_BLURBS[s.id] }))}
        />
      </PageSection>
      <PageSection id="interview-types" eyebrow="Interview types" title="Every round of the process" tinted>
        <TileGrid columns={{ base: 1, sm: 2, lg: 4 }} tiles={INTERVIEW_TYPES.map((t) => ({ title: t, text: INTERVIEW_TYPE_BLURBS[t] }))} />
      </PageSection>
      <PageSection id="platform-features" eyebrow="Platform features" title="Practice that adds up" lead="Everything in the AI Hub feeds one profile of your progress.">
        <TileGrid columns={{ base: 1, sm: 2, lg: 4 }} tiles={PLATFORM_FEATURES.map((f) => ({ ...f, icon: FEATURE_ICONS[f.title] }))} />
      </PageSection>
      <PageSection id="demo-video" eyebrow="Demo" title="Watch the AI Hub in action" lead="A short walkthrough of a mock interview, the feedback and the analytics." tinted>
        <DemoVideoPlayer adminMode={adminMode} />
      </PageSection>
    </Box>
  );
}
