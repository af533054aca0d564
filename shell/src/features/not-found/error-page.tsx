// The router's generic error page: 'Unexpected Application Error!' with the status text or message.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Box, Button, Heading, Text } from '@chakra-ui/react';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorPage() {
  const error = useRouteError();
  return (
    <Box textAlign="center" py="24" px="4" role="alert">
      <Heading as="h1" size="2xl" color="red.700" mb="4">
        Unexpected Application Error!
      </Heading>
      <Text color="fg.muted" mb="6">
        {errorText(error)}
      </Text>
      <Button colorPalette="navy" onClick={() => window.location.assign('/bullpen')}>
        Back to Bullpen
      </Button>
    </Box>
  );
}
