// The answer evaluation screen of the mock interview (spec 02 §2.2): the evaluation, the XP earned
// (premium) or the XP upgrade prompt, and Continue, disabled while the AI evaluates.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, HStack, Portal, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { EvaluationDetails, type EvaluationState } from '../../components/evaluation-details';
import { FollowUpChange, FollowUpComing } from '../../components/follow-up-change';
import type { Review } from './use-mock-interview';

function XpPanel({ review, premium }: { review: Review; premium: boolean }) {
  const navigate = useNavigate();
  if (!premium) {
    return (
      <Box borderWidth="1px" borderColor="accent.200" bg="accent.50" borderRadius="lg" p="4">
        <Text fontWeight="semibold" color="navy.900">
          XP Tracking is a Premium Feature
        </Text>
        <Text fontSize="sm" color="gray.800" mt="1" mb="3">
          Premium members earn XP for every answer and track their progress across specializations.
        </Text>
        <Button size="sm" colorPalette="accent" onClick={() => navigate('/pricing')}>
          Upgrade to Premium
        </Button>
      </Box>
    );
  }
  if (review.status !== 'done' || !review.result) return null;
  const { xpAwarded, progress } = review.result;
  return (
    <HStack borderWidth="1px" borderColor="accent.200" bg="accent.50" borderRadius="lg" p="4" justify="space-between" wrap="wrap" gap="2">
      <Text fontWeight="semibold" color="navy.900" data-testid="xp-earned">
        +{xpAwarded} XP earned
      </Text>
      {progress && (
        <Text fontSize="sm" color="gray.800">
          Total: {progress.xp} XP
        </Text>
      )}
    </HStack>
  );
}

function stateOf(review: Review, onRetry: () => void): EvaluationState {
  if (review.status === 'done' && review.result) return { status: 'done', evaluation: review.result.evaluation };
  if (review.status === 'error') return { status: 'error', message: review.error ?? 'Please try again.', onRetry };
  return { status: 'loading' };
}

export function EvaluationDialog({
  review,
  total,
  premium,
  onRetry,
  onContinue,
}: {
  review: Review | null;
  total: number;
  premium: boolean;
  onRetry: () => void;
  onContinue: () => void;
}) {
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'lg';
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog.Root
      open={review !== null}
      initialFocusEl={() => title.current}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      size={size}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {review && (
              <>
                <Dialog.Header>
                  <Stack gap="0">
                    <Text fontSize="sm" color="fg.muted">
                      Question {review.index + 1} of {total}
                      {review.followUpOf && ` · follow-up ${review.followUpOf.round}`}
                    </Text>
                    <Dialog.Title ref={title} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
                      Answer Evaluation
                    </Dialog.Title>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <EvaluationDetails question={review.question} answer={review.answer} state={stateOf(review, onRetry)} />
                    {review.status === 'done' && review.followUps && <FollowUpChange outcome={review.followUps} />}
                    {review.status === 'done' && review.next && <FollowUpComing followUp={review.next} />}
                    <XpPanel review={review} premium={premium} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="accent" onClick={onContinue} disabled={review.status !== 'done'}>
                    Continue
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
