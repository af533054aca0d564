// What Bullpen offers: four services; only the AI Hub has a page of its own, the demo (spec 01 §2.5).
import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';

function ServiceIcon({ children }: { children: ReactNode }) {
  return (
    <Box bg="accent.50" color="accent.700" borderRadius="lg" p="3" alignSelf="start">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {children}
      </svg>
    </Box>
  );
}

interface Service {
  title: string;
  text: string;
  icon: ReactNode;
  link?: { to: string; label: string };
}

const SERVICES: Service[] = [
  {
    title: 'Podcast Interviews',
    text: 'Conversations with bankers, investors and advisers about their careers, their deals and how they hire.',
    icon: (
      <>
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
      </>
    ),
  },
  {
    title: 'Events & Workshops',
    text: 'Recruiter roundtables and hands-on case workshops, on campus and online, with time for your questions.',
    icon: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M8 14h3v3H8z" />
      </>
    ),
  },
  {
    title: 'Career Community',
    text: 'Students and young professionals preparing for the same interviews, sharing notes, offers and advice.',
    icon: (
      <>
        <circle cx="9" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c3 0 6 1.8 6 5.5" />
      </>
    ),
  },
  {
    title: 'AI Hub',
    text: 'AI mock interviews with feedback on every answer, skill games, XP and a leaderboard across six specializations.',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <path d="M9 9h6v6H9zM9 1.5V4M15 1.5V4M9 20v2.5M15 20v2.5M1.5 9H4M1.5 15H4M20 9h2.5M20 15h2.5" />
      </>
    ),
    link: { to: '/demo', label: 'See the demo' },
  },
];

export function Services() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {SERVICES.map((service) => (
        <Card.Root key={service.title} variant="outline" height="full">
          <Card.Body gap="4">
            <ServiceIcon>{service.icon}</ServiceIcon>
            <Heading as="h3" size="lg" color="navy.900">
              {service.title}
            </Heading>
            <Text color="fg.muted">{service.text}</Text>
          </Card.Body>
          {service.link && (
            <Card.Footer>
              <Button asChild colorPalette="accent" variant="subtle">
                <RouterLink to={service.link.to}>
                  {service.link.label}
                  <ArrowRightIcon />
                </RouterLink>
              </Button>
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
