// One full-width band of a long page (the AI Hub): a heading, optional lead, and the content width
// every area uses.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function PageBand({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} bg={tinted ? 'navy.50' : 'white'} py={{ base: '10', md: '16' }}>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }}>
        <Stack gap="2" mb={{ base: '6', md: '8' }} maxW="3xl">
          <Heading as="h2" id={`${id}-heading`} size={{ base: 'xl', md: '2xl' }} color="navy.900">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
