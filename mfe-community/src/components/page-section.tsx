// One band of a long page (landing, demo): an anchor id that clears the sticky navbar, a heading and
// the content width every area uses.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageSectionProps {
  id?: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  /** A tinted band to tell neighbouring sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

export function PageSection({ id, title, lead, eyebrow, tinted = false, children }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      scrollMarginTop="16"
      bg={tinted ? 'navy.50' : 'white'}
      py={{ base: '12', md: '20' }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }}>
        <Stack gap="3" mb={{ base: '8', md: '10' }} maxW="3xl">
          {eyebrow && (
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="accent.700">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="navy.900">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
