// The three states every data screen shares: loading (skeletons), empty (next step) and error (retry).
import type { ReactNode } from 'react';
import { Box, Button, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';

export function LoadingState({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label} role="status" py="6">
      <Skeleton height="8" width="60%" />
      <SkeletonText noOfLines={lines} gap="3" />
    </Stack>
  );
}

/**
 * A whole screen while it loads (its area, its chunk or the access check): drawn like AreaFrame, a
 * heading and lead above the content, so the screen that takes its place over it in one frame starts
 * where it did. The page keeps the footer below the fold meanwhile (the layout's main is a screen tall).
 */
export function PageLoading({ label = 'Loading…', lines = 6 }: { label?: string; lines?: number }) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="4" aria-busy="true" aria-label={label} role="status">
        <Skeleton height={{ base: '9', md: '10' }} width={{ base: '70%', md: '40%' }} />
        <Skeleton height="6" width={{ base: '90%', md: '60%' }} />
        <SkeletonText noOfLines={lines} gap="3" mt="2" />
      </Stack>
    </Box>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Box textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <Heading size="md" mb="2">{title}</Heading>
      {description && <Text color="fg.muted" mb="4">{description}</Text>}
      {action}
    </Box>
  );
}

export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Retry',
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box role="alert" textAlign="center" py="10" px="4" borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="lg">
      <Heading size="md" mb="2" color="red.800">{title}</Heading>
      {description && <Text color="red.900" mb="4">{description}</Text>}
      {onRetry && (
        <Button onClick={onRetry} colorPalette="navy">
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

/** Shown in a remote's slot when the area cannot be loaded or crashed. */
export function AreaUnavailable({ onRetry, reason }: { onRetry: () => void; reason?: string }) {
  return (
    <Box py="10" px="4" maxW="2xl" mx="auto">
      <ErrorState
        title="This area is unavailable right now"
        description={reason ?? 'The rest of Bullpen still works. Try again in a moment.'}
        onRetry={onRetry}
      />
    </Box>
  );
}
