// Feedback on the report (likes, improvements, other suggestions), saved to personalized_prep_feedback.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { ApiError, toaster } from '@bullpen/shared';
import { sendPrepFeedback, type PrepFeedbackValues } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';

const EMPTY: PrepFeedbackValues = { likes: '', improvements: '', other_suggestions: '' };

export function FeedbackForm({ prepId }: { prepId: string }) {
  const { register, handleSubmit, reset, formState } = useForm<PrepFeedbackValues>({ defaultValues: EMPTY });
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const handleAuth = useNotAuthenticated();

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (!Object.values(values).some((v) => v.trim())) {
      setProblem('Please share at least one thought before sending.');
      return;
    }
    try {
      await sendPrepFeedback(prepId, values);
      reset(EMPTY);
      setSent(true);
      toaster.create({ type: 'success', title: 'Thank you for your feedback!' });
    } catch (error) {
      if (handleAuth(error)) return;
      const message = error instanceof ApiError ? error.message : 'Could not send your feedback. Please try again.';
      setProblem(message);
      toaster.create({ type: 'error', title: 'Could not send your feedback', description: message });
    }
  });

  return (
    <Card.Root variant="outline" data-print-hide>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="prep-feedback-title">
          <Stack gap="4">
            <Heading as="h2" size="md" id="prep-feedback-title">
              How was this report?
            </Heading>
            {sent && (
              <Text color="green.800" role="status">
                Thank you for your feedback! You can send more at any time.
              </Text>
            )}
            <Field.Root>
              <Field.Label>What did you like?</Field.Label>
              <Textarea rows={2} {...register('likes')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>What could be improved?</Field.Label>
              <Textarea rows={2} {...register('improvements')} />
            </Field.Root>
            <Field.Root invalid={Boolean(problem)}>
              <Field.Label>Other suggestions</Field.Label>
              <Textarea rows={2} {...register('other_suggestions')} />
              {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="navy" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={formState.isSubmitting}>
              Send feedback
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
