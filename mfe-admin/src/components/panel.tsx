// A titled white panel, the building block of the admin portal's screens.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

export function Panel({ title, description, actions, children, id }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Box as="section" id={id} aria-label={title} borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" mb="4" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h2" size="md" color="navy.900">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Box>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
