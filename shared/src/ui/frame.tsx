// The layout frame of an area's screen: page heading, optional lead text, content width and spacing.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function AreaFrame({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900" mb={lead ? '2' : '6'}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize="lg" mb="6">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
