// A horizontal bar chart drawn with Chakra boxes (no chart library): one labelled bar per item, the
// value written beside it, so the figures read without the bars too.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';

export interface Bar {
  label: string;
  value: number;
  /** What is written beside the bar; the value by default. */
  display?: string;
}

export function BarChart({ bars, max, label, color = 'navy.600' }: { bars: Bar[]; max?: number; label: string; color?: string }) {
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={label}>
      {bars.map((bar) => (
        <Flex as="li" key={bar.label} align="center" gap="3">
          <Text fontSize="sm" color="gray.700" w={{ base: '28', md: '40' }} flexShrink={0} truncate title={bar.label}>
            {bar.label}
          </Text>
          <Box flex="1" bg="navy.50" borderRadius="sm" h="4" overflow="hidden" aria-hidden="true">
            <Box h="full" bg={color} borderRadius="sm" width={`${Math.max(0, Math.min(100, (bar.value / top) * 100))}%`} transition="width 0.3s" />
          </Box>
          <Text fontSize="sm" fontWeight="semibold" color="navy.900" w="14" textAlign="right" flexShrink={0}>
            {bar.display ?? bar.value}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
