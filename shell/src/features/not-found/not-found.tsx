// The not-found screen: '404', 'Oops! Page not found' and the requested path.
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Code, Heading, Text } from '@chakra-ui/react';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <Heading as="h1" fontSize={{ base: '6xl', md: '8xl' }} color="navy.800" lineHeight="1">
        404
      </Heading>
      <Text fontSize="xl" mt="4" mb="2">
        Oops! Page not found
      </Text>
      <Text color="fg.muted" mb="6">
        No page lives at <Code>{pathname}</Code>
      </Text>
      <Button asChild colorPalette="navy">
        <RouterLink to="/bullpen">Return to Home</RouterLink>
      </Button>
    </Box>
  );
}
