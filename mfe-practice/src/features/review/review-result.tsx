// What a review answer did: the rating FSRS was given, the score and feedback, when the concept comes back.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewRating, ReviewResult } from '../../api/review';
import { MAX_SCORE } from '../../components/evaluation-details';

export const RATING_TEXT: Record<ReviewRating, { label: string; palette: string; meaning: string }> = {
  again: { label: 'Again', palette: 'red', meaning: 'The answer missed this concept: it comes back soon.' },
  hard: { label: 'Hard', palette: 'orange', meaning: 'You made the point, in a weak answer: it comes back fairly soon.' },
  good: { label: 'Good', palette: 'accent', meaning: 'You made the point: it comes back in a few days.' },
  easy: { label: 'Easy', palette: 'green', meaning: 'You made the point in a strong answer: it comes back much later.' },
};

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function ReviewResultPanel({ result, onNext, last }: { result: ReviewResult; onNext: () => void; last: boolean }) {
  const rating = RATING_TEXT[result.rating];
  return (
    <Stack gap="3" borderWidth="1px" borderColor="navy.100" borderRadius="lg" p="4" role="status" aria-live="polite">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" color="navy.900">
          Rated
        </Text>
        <Badge colorPalette={rating.palette} variant="solid" size="lg" data-testid="review-rating">
          {rating.label}
        </Badge>
        <Text color="navy.900" fontVariantNumeric="tabular-nums">
          Score {result.evaluation.score}/{MAX_SCORE}
        </Text>
        {result.xpAwarded > 0 && (
          <Text color="accent.700" fontWeight="semibold">
            +{result.xpAwarded} XP
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="gray.800">
        {rating.meaning} Next review: <strong>{formatDay(result.nextDue)}</strong>.
      </Text>
      {result.reviewed.length > 1 && (
        <Text fontSize="sm" color="gray.800">
          This answer also reviewed:{' '}
          {result.reviewed
            .slice(1)
            .map((r) => `${r.concept} (${RATING_TEXT[r.rating].label})`)
            .join(', ')}
          .
        </Text>
      )}
      <Box>
        <Text fontSize="sm" fontWeight="semibold" color="navy.700">
          Feedback
        </Text>
        <Text fontSize="sm" color="gray.900">
          {result.evaluation.feedback}
        </Text>
      </Box>
      <Button alignSelf="flex-start" colorPalette="accent" onClick={onNext}>
        {last ? 'Finish review' : 'Next card'}
      </Button>
    </Stack>
  );
}
