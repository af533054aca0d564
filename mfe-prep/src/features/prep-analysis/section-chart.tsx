// A bar chart of the section percentages, drawn with boxes (no chart library in this area).
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ratingFor } from '@bullpen/shared';

export interface SectionBar {
  label: string;
  percent: number;
  answered: number;
}

export function SectionChart({ bars }: { bars: SectionBar[] }) {
  const summary = bars.map((b) => `${b.label} ${b.percent}%`).join(', ');
  return (
    <Stack gap="3" role="img" aria-label={`Section scores: ${summary}`} data-testid="section-chart">
      {bars.map((bar) => (
        <Box key={bar.label}>
          <HStack justify="space-between" mb="1" fontSize="sm">
            <Text fontWeight="medium">{bar.label}</Text>
            <Text color="fg.muted">
              {bar.answered ? `${bar.percent}%` : 'Not started'}
            </Text>
          </HStack>
          <Box h="3" bg="gray.100" borderRadius="full" overflow="hidden">
            <Box h="full" w={`${bar.percent}%`} bg={`${ratingFor(bar.percent).color}.500`} borderRadius="full" transition="width 0.6s" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
