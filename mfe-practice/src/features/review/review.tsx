// Review (/review, issue 20): the concepts this student missed that are due today, one card at a time.
// Each card asks a bank question that tests its concept; the answer is scored by the local evaluator,
// rated again, hard, good or easy, and the card is rescheduled by FSRS on the server.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AreaFrame, celebrateAward, EmptyState, ErrorState, LoadingState, findSpecialization } from '@bullpen/shared';
import { answerReviewCard, fetchDueCards, REVIEW_DUE_KEY, REVIEW_SUMMARY_KEY, type DueCard, type ReviewResult } from '../../api/review';
import { ScoredAnswer } from '../../components/scored-answer';
import { ReviewResultPanel } from './review-result';

function CardQuestion({ card, position, total }: { card: DueCard; position: number; total: number }) {
  const specialization = findSpecialization(card.question.specialization)?.name ?? card.question.specialization;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          Card {position} of {total}
        </Text>
        <Badge colorPalette="navy" variant="subtle">
          {specialization} · {card.question.interviewType}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="navy.800">
        Concept to recall: <strong data-testid="review-concept">{card.concept}</strong>
      </Text>
      <Heading as="h2" size="md" color="navy.900" data-testid="review-question">
        {card.question.question}
      </Heading>
    </Stack>
  );
}

function ReviewSession({ cards }: { cards: DueCard[] }) {
  const client = useQueryClient();
  const [position, setPosition] = useState(0);
  const [result, setResult] = useState<ReviewResult | null>(null);
  /** Cards already reviewed: an answer also reviews the other due cards its question tests. */
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const card = cards[position];
  const nextPosition = cards.findIndex((c, i) => i > position && !done.has(c.id));
  const answer = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => answerReviewCard(id, text),
    onSuccess: (reviewed) => {
      celebrateAward(reviewed, { visitorXp: false });
      setResult(reviewed);
      setDone((ids) => new Set([...ids, ...reviewed.reviewed.map((r) => r.id)]));
    },
  });

  const next = () => {
    setResult(null);
    answer.reset();
    if (nextPosition >= 0) {
      setPosition(nextPosition);
      return;
    }
    void client.invalidateQueries({ queryKey: REVIEW_DUE_KEY });
    void client.invalidateQueries({ queryKey: REVIEW_SUMMARY_KEY });
  };

  if (!card) return null;
  return (
    <Card.Root variant="outline" maxW="3xl">
      <Card.Body gap="5">
        <CardQuestion card={card} position={position + 1} total={cards.length} />
        {result ? (
          <ReviewResultPanel result={result} onNext={next} last={nextPosition < 0} />
        ) : (
          <ScoredAnswer
            key={card.id}
            label="Your answer"
            placeholder="Answer the question, making the point this card is about…"
            helperText="Press Enter to submit, Shift+Enter for a new line."
            onSubmit={(text) => answer.mutate({ id: card.id, text })}
            pending={answer.isPending}
            error={answer.error}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export default function ReviewPage() {
  const navigate = useNavigate();
  const due = useQuery({ queryKey: REVIEW_DUE_KEY, queryFn: ({ signal }) => fetchDueCards(signal) });

  let content;
  if (due.isPending) content = <LoadingState label="Loading your review cards…" />;
  else if (due.isError) {
    content = <ErrorState title="Your review cards could not be loaded" description="Check your connection and try again." onRetry={() => void due.refetch()} />;
  } else if (due.data.cards.length === 0) {
    content = (
      <EmptyState
        title="Nothing to review today"
        description="Concepts you miss in an interview come back here from the next day, spaced out as you remember them."
        action={
          <Button colorPalette="accent" onClick={() => navigate('/interviews')}>
            Practice an interview
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="4">
        <Stack gap="2">
          <Text color="navy.900" fontWeight="semibold" data-testid="review-due-count">
            {due.data.cards.length} {due.data.cards.length === 1 ? 'card' : 'cards'} due today
          </Text>
          <Wrap gap="2" as="ul" aria-label="Concepts due today" listStyleType="none">
            {due.data.cards.map((card) => (
              <Badge as="li" key={card.id} colorPalette="navy" variant="outline" size="md">
                {card.concept}
              </Badge>
            ))}
          </Wrap>
        </Stack>
        <ReviewSession key={due.dataUpdatedAt} cards={due.data.cards} />
      </Stack>
    );
  }

  return (
    <AreaFrame title="Review" lead="The concepts you missed come back when you are about to forget them. Answer, and we'll space the next review.">
      {content}
    </AreaFrame>
  );
}
