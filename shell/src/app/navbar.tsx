// The navbar (spec 01 §2.2): context menus, account button and badge, solid after 10 px, mobile panel.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Badge, Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useSessionStore } from '@bullpen/shared';
import { useAuth } from '../features/auth/auth-provider';
import { useIsMobile, useScrolledPast, useElapsed } from './hooks';
import { actionFor, COMMUNITY_BASE, isNavbarHidden, menuFor, navContext, type NavLink } from './nav-links';
import { useNavigation } from './navigation';
import { Logo } from './logo';
import { prefetchPath } from '../remotes/prefetch';

const AUTH_WAIT_MS = 100;

function accountBadge(isAdmin: boolean, isPremium: boolean): string {
  if (isAdmin) return 'Admin';
  if (isPremium) return 'Premium';
  return 'Signed in';
}

/** Hovering or focusing a link starts loading the area behind it. */
const prefetchOnIntent = (to: string) => ({ onMouseEnter: () => prefetchPath(to), onFocus: () => prefetchPath(to) });

function MenuLinks({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  return (
    <>
      {links.map((link) => (
        <Link
          key={link.to}
          asChild
          fontWeight="medium"
          color="navy.800"
          px="2"
          py="1"
          borderRadius="md"
          _hover={{ bg: 'navy.50', textDecoration: 'none' }}
        >
          <RouterLink to={link.to} onClick={onNavigate} {...prefetchOnIntent(link.to)}>
            {link.label}
          </RouterLink>
        </Link>
      ))}
    </>
  );
}

export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(10);
  const mobile = useIsMobile();
  // Unknown width (a prerendered page): both layouts, and CSS shows the one of the width (md = 768 px).
  const desktopOnly = mobile === null ? { display: { base: 'none', md: 'flex' } } : {};
  const mobileOnly = mobile === null ? { display: { base: 'inline-flex', md: 'none' } } : {};
  const [open, setOpen] = useState(false);
  const { user, isAdmin, isPremium, isLoading } = useSessionStore();
  const { signOut } = useAuth();
  // The account controls wait 100 ms for auth to be ready (spec 01 §2.2), so a restored session does not flicker.
  const authReady = useElapsed(AUTH_WAIT_MS) && !isLoading;
  const navigation = useNavigation();

  useEffect(() => setOpen(false), [pathname]);
  if (isNavbarHidden(pathname, navigation)) return null;

  const context = navContext(pathname, navigation);
  const links = menuFor(context, navigation);
  const action = actionFor(context, navigation, Boolean(user));

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={scrolled ? 'white' : 'whiteAlpha.900'}
      boxShadow={scrolled ? 'sm' : 'none'}
      borderBottomWidth={scrolled ? '1px' : '0'}
      transition="background 0.2s, box-shadow 0.2s"
      data-solid={scrolled ? 'true' : 'false'}
    >
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" gap="4">
        <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Bullpen home">
          <RouterLink to={COMMUNITY_BASE} {...prefetchOnIntent(COMMUNITY_BASE)}>
            <Logo />
          </RouterLink>
        </Link>
        {mobile !== true && (
          <HStack gap="1" flex="1" justify="center" {...desktopOnly}>
            <MenuLinks links={links} />
          </HStack>
        )}
        {mobile !== false && <Box flex="1" {...(mobile === null ? { display: { base: 'block', md: 'none' } } : {})} />}
        {mobile === false && authReady && (
          <HStack gap="3">
            {user ? (
              <Badge colorPalette={isAdmin ? 'purple' : isPremium ? 'accent' : 'gray'} variant="subtle">
                {accountBadge(isAdmin, isPremium)}
              </Badge>
            ) : (
              <Link asChild color="navy.800" fontWeight="medium">
                <RouterLink to="/login">Sign in</RouterLink>
              </Link>
            )}
            {action && (
              <Button asChild colorPalette="navy" size="sm">
                <RouterLink to={action.to} {...prefetchOnIntent(action.to)}>{action.label}</RouterLink>
              </Button>
            )}
          </HStack>
        )}
        {mobile !== false && (
          <IconButton
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            variant="ghost"
            onClick={() => setOpen((v) => !v)}
            {...mobileOnly}
          >
            <MenuIcon open={open} />
          </IconButton>
        )}
      </Flex>
      {mobile && open && (
        <Stack as="nav" aria-label="Mobile" px="4" pb="4" gap="1" bg="white" borderTopWidth="1px">
          <MenuLinks links={links} onNavigate={() => setOpen(false)} />
          <Box borderTopWidth="1px" pt="3" mt="2">
            {user ? (
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {user.email}
                </Text>
                <Badge alignSelf="start">{accountBadge(isAdmin, isPremium)}</Badge>
                <Button asChild variant="outline" size="sm">
                  <RouterLink to="/profile">Profile</RouterLink>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void signOut()}>
                  Sign Out
                </Button>
              </Stack>
            ) : (
              <Stack gap="2">
                <Button asChild colorPalette="navy" size="sm">
                  <RouterLink to="/login">Log In</RouterLink>
                </Button>
                {action && (
                  <Button asChild variant="outline" size="sm">
                    <RouterLink to={action.to} {...prefetchOnIntent(action.to)}>{action.label}</RouterLink>
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
