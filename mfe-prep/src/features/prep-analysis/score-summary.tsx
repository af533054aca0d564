// A percentage circle with its rating label and a caption, coloured by the §9 rating.
import { AbsoluteCenter, Badge, Stack, Text } from '@chakra-ui/react';
import { ProgressCircle } from '@chakra-ui/react/progress-circle';
import { ratingFor } from '@bullpen/shared';

/** `caption` is shown under the rating; `label` names the circle for screen readers when there is no caption. */
export function ScoreSummary({ percent, caption, label = caption, compact = false }: { percent: number; caption?: string; label?: string; compact?: boolean }) {
  const rating = ratingFor(percent);
  const size = compact ? '96px' : '136px';
  return (
    <Stack align="center" gap="2" data-testid="score-summary">
      <ProgressCircle.Root value={percent} colorPalette={rating.color} aria-label={`${label ?? 'Score'}: ${percent}%`}>
        <ProgressCircle.Circle css={{ '--size': size, '--thickness': compact ? '9px' : '12px' }}>
          <ProgressCircle.Track />
          <ProgressCircle.Range strokeLinecap="round" />
        </ProgressCircle.Circle>
        <AbsoluteCenter>
          <Text fontSize={compact ? '2xl' : '3xl'} fontWeight="bold" color="navy.900" data-testid="score-percent">
            {percent}%
          </Text>
        </AbsoluteCenter>
      </ProgressCircle.Root>
      <Badge colorPalette={rating.color} size="lg" data-testid="rating-label">
        {rating.label}
      </Badge>
      {caption && (
        <Text fontWeight="semibold" color="navy.900">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
