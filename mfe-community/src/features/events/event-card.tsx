// One event as a card (spec 01 §2.5): picture, type badge, date, time, optional location, speakers,
// optional experiences, description with Read more, and Register Now, Spotify and YouTube links.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { CommunityEvent, EventType } from '@bullpen/shared';
import { CalendarIcon, ClockIcon, MicIcon, PinIcon, SpotifyIcon, YouTubeIcon } from '../../components/icons';
import { EventDescription } from './event-description';
import { formatEventDate } from './event-date';
import { EventIllustration } from './event-illustration';

const BADGE: Record<EventType, { palette: 'accent' | 'navy'; variant: 'solid' | 'subtle' | 'outline' }> = {
  Interview: { palette: 'accent', variant: 'solid' },
  Roundtable: { palette: 'navy', variant: 'solid' },
  Workshop: { palette: 'navy', variant: 'subtle' },
};

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="start" color="navy.800" fontSize="sm">
      <Box color="accent.700" mt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <Text>
        <Box as="span" srOnly>
          {label}:{' '}
        </Box>
        {children}
      </Text>
    </HStack>
  );
}

function ExternalLink({ href, children, icon, solid = false }: { href: string; children: string; icon?: ReactNode; solid?: boolean }) {
  return (
    <Button asChild size="sm" flex="1" colorPalette={solid ? 'accent' : 'navy'} variant={solid ? 'solid' : 'outline'}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
        <Box as="span" srOnly>
          (opens in a new tab)
        </Box>
      </a>
    </Button>
  );
}

export function EventCard({ event, headingLevel = 'h2' }: { event: CommunityEvent; headingLevel?: 'h2' | 'h3' }) {
  const badge = BADGE[event.type];
  return (
    <Card.Root as="article" overflow="hidden" variant="outline" height="full" aria-labelledby={`event-${event.id}`}>
      <EventIllustration image={event.image} />
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={badge.palette} variant={badge.variant} size="md">
            {event.type}
          </Badge>
        </Flex>
        <Heading as={headingLevel} id={`event-${event.id}`} size="lg" color="navy.900" lineHeight="short">
          {event.title}
        </Heading>
        <Stack gap="1.5">
          <Detail icon={<CalendarIcon />} label="Date">
            <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          </Detail>
          <Detail icon={<ClockIcon />} label="Time">
            {event.time}
          </Detail>
          {event.location && (
            <Detail icon={<PinIcon />} label="Location">
              {event.location}
            </Detail>
          )}
        </Stack>
        <EventDescription description={event.description} />
        <Stack gap="1.5">
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Speakers
          </Text>
          <List.Root variant="plain" gap="1">
            {event.speakers.map((speaker) => (
              <List.Item key={speaker} fontSize="sm" color="navy.800" alignItems="start" gap="2">
                <List.Indicator asChild color="accent.700" mt="0.5">
                  <MicIcon />
                </List.Indicator>
                {speaker}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        {event.experiences.length > 0 && (
          <Stack gap="1.5">
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
              Experience
            </Text>
            <Wrap gap="2">
              {event.experiences.map((experience) => (
                <Badge key={experience} variant="subtle" colorPalette="navy" size="sm" whiteSpace="normal" textAlign="left">
                  {experience}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        )}
        {event.audioSummary && (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1" color="navy.800">
              Audio summary
            </Text>
            <audio controls preload="none" src={event.audioSummary} style={{ width: '100%' }} />
          </Box>
        )}
      </Card.Body>
      <Card.Footer p={{ base: '4', md: '5' }} pt="0" flexDirection="column" alignItems="stretch" gap="2">
        <ExternalLink href={event.registrationLink} solid>
          Register Now
        </ExternalLink>
        <HStack gap="2">
          <ExternalLink href={event.spotifyLink} icon={<SpotifyIcon />}>
            Spotify
          </ExternalLink>
          <ExternalLink href={event.youtubeLink} icon={<YouTubeIcon />}>
            YouTube
          </ExternalLink>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
