// The frame of the account screens: a centred white card on a light navy page, narrow on phones.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function AuthCard({
  title,
  subtitle,
  children,
  maxW = 'md',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <Box bg="navy.50" px={{ base: '3', md: '4' }} py={{ base: '6', md: '14' }} minH="calc(100vh - 4rem)">
      <Box maxW={maxW} mx="auto" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" boxShadow="sm" p={{ base: '5', md: '8' }}>
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="navy.900">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
