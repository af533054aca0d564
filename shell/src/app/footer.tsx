// The footer on every page (spec 01 §2.3): community anchors, AI Hub column, social and legal links, the
// links being the menu entries the remotes publish.
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { footerLinks, type NavLink } from './nav-links';
import { useNavigation } from './navigation';
import { Logo } from './logo';

const SOCIAL = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', path: 'M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.1 3.6 4.9V20h-3v-5.6c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z' },
  { label: 'Instagram', href: 'https://www.instagram.com/', path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z' },
  { label: 'Spotify', href: 'https://open.spotify.com/', path: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.6 14.4a.7.7 0 0 0-.2-1c-2.6-1.6-5.9-2-9.7-1.1a.7.7 0 1 0 .3 1.4c3.5-.8 6.4-.5 8.6.9.3.2.8.1 1-.2zm1.2-3a.9.9 0 0 0-.3-1.2c-3-1.8-7.4-2.3-11-1.3a.9.9 0 1 0 .5 1.7c3.1-.9 7-.5 9.6 1.1.4.3 1 .1 1.2-.3zm.1-3.1c.3-.5.1-1.1-.4-1.4C14 6.8 8.3 6.6 5 7.6a1 1 0 1 0 .6 1.9c2.8-.9 7.8-.7 10.9 1.1.5.3 1.1.1 1.4-.3z' },
  { label: 'YouTube', href: 'https://www.youtube.com/', path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z' },
];

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {links.map((link) => (
        <Link key={link.to} asChild color="navy.100" _hover={{ color: 'white' }}>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

export function Footer() {
  const { pathname } = useLocation();
  const links = footerLinks(pathname, useNavigation());
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="navy.900" color="navy.100" mt="auto">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="3">
            <Box bg="white" borderRadius="md" px="2" py="1" alignSelf="start">
              <Logo />
            </Box>
            <Text fontSize="sm">Interview preparation for finance careers, built with people who hire.</Text>
          </Stack>
          <LinkColumn title="Community" links={links.community} />
          <LinkColumn title="AI Hub" links={links.aiHub} />
          <Stack gap="6">
            <LinkColumn title="For companies" links={links.companies} />
            <Stack gap="3">
            <Heading as="h2" size="sm" color="white">
              Follow us
            </Heading>
            <HStack gap="3">
              {SOCIAL.map((s) => (
                <Link key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} color="navy.100" _hover={{ color: 'white' }}>
                  <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </Link>
              ))}
            </HStack>
            </Stack>
          </Stack>
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="navy.700" justify="space-between" wrap="wrap" gap="3" fontSize="sm">
          <Text>© {year} Bullpen. All rights reserved.</Text>
          {links.legal.map((link) => (
            <Link key={link.to} asChild color="navy.100" _hover={{ color: 'white' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
