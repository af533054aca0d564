// The shell layout: navbar, the area slot (router outlet), footer, and scroll-to-top on path change.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Toaster } from '@bullpen/shared';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { releasePrerenderedPage } from './prerendered-page';

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    // Anchored links (#services) are scrolled by the area that owns the anchor.
    if (!hash) window.scrollTo({ top: 0, behavior: 'smooth' });
    // The shell went elsewhere (a redirect) before the page's area showed: show the app's page.
    if (pathname !== first.current) releasePrerenderedPage();
  }, [pathname, hash]);
  return null;
}

export function Layout({ registryError }: { registryError?: string }) {
  return (
    <Flex direction="column" minH="100vh">
      <Link href="#main" position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '2' }}>
        Skip to content
      </Link>
      <Navbar />
      {registryError && (
        <Box role="alert" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200" px="4" py="2">
          <Text textAlign="center" color="orange.900">
            Some areas of Bullpen could not be reached ({registryError}). Reload the page to try again.
          </Text>
        </Box>
      )}
      {/* A screen tall: the footer stays below the fold while a page loads, so it never jumps when the page arrives. */}
      <Box as="main" id="main" flex="1" minH="100vh">
        <Outlet />
      </Box>
      <Footer />
      <ScrollToTop />
      <Toaster />
    </Flex>
  );
}
