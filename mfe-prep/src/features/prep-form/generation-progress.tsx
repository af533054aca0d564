// The steps shown while a prep is being generated, with a progress bar and a live status line.
import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { Steps } from '@chakra-ui/react/steps';
import { GENERATION_STEPS, type GenerationStatus } from './use-generate-prep';

export function GenerationProgress({ step, status, company }: { step: number; status: GenerationStatus; company: string }) {
  const done = status === 'done';
  const percent = Math.round((Math.min(step, GENERATION_STEPS.length) / GENERATION_STEPS.length) * 100);
  return (
    <Card.Root variant="outline" maxW="2xl" data-testid="generation-progress">
      <Card.Body gap="5">
        <Box>
          <Heading as="h2" size="lg" color="navy.900">
            {done ? 'Your prep is ready' : `Building your prep for ${company}`}
          </Heading>
          <Text color="fg.muted" mt="1" role="status" aria-live="polite">
            {done ? 'Opening your dashboard…' : `${GENERATION_STEPS[Math.min(step, GENERATION_STEPS.length - 1)]}…`}
          </Text>
        </Box>
        <Progress.Root value={percent} colorPalette="accent" size="sm" aria-label="Generation progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Steps.Root step={step} count={GENERATION_STEPS.length} orientation="vertical" colorPalette="accent" size="sm" linear>
          <Steps.List>
            {GENERATION_STEPS.map((title, index) => (
              <Steps.Item key={title} index={index}>
                <Steps.Indicator />
                <Steps.Title>{title}</Steps.Title>
                <Steps.Separator />
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
      </Card.Body>
    </Card.Root>
  );
}
