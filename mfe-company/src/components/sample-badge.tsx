// The label every DEMO_MODE sample candidate carries, so nobody takes sample data for real people.
import { Badge } from '@chakra-ui/react';

export function SampleBadge({ sample }: { sample: boolean }) {
  if (!sample) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm">
      Sample candidate
    </Badge>
  );
}
