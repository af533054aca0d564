// The Overall tab: overall percentage and rating, completion, the three section tiles, a chart of
// the sections, and the top areas for improvement and strengths (spec §2.11, §9).
import { Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { ANALYSIS_EMPTY_TEXT, type PrepAnalysis } from '@bullpen/shared';
import { ScoreSummary } from './score-summary';
import { SectionChart } from './section-chart';

function Tile({ label, percent }: { label: string; percent: number }) {
  return (
    <Card.Root variant="subtle" bg="navy.50" size="sm">
      <Card.Body textAlign="center" px={{ base: '1', sm: '4' }}>
        <Text fontSize={{ base: 'xl', sm: '3xl' }} fontWeight="bold" color="navy.900" data-testid={`tile-${label}`}>
          {percent}%
        </Text>
        <Text color="fg.muted" fontSize={{ base: 'xs', sm: 'md' }}>
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function ListCard({ title, items, emptyText }: { title: string; items: string[]; emptyText: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length ? (
          <List.Root ps="5" gap="2">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">{emptyText}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function OverallTab({ analysis, compact }: { analysis: PrepAnalysis; compact: boolean }) {
  const { completion } = analysis;
  return (
    <Stack gap="6">
      <ScoreSummary percent={analysis.overall.percent} caption="Overall Performance" compact={compact} />
      <Stack gap="2">
        <Progress.Root value={completion.percent} colorPalette="accent" size="md" aria-label="Questions answered">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text textAlign="center" color="fg.muted" data-testid="completion">
          {completion.answered} of {completion.total} questions answered ({completion.percent}% complete)
        </Text>
      </Stack>
      <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }}>
        <Tile label="Technical" percent={analysis.technical.percent} />
        <Tile label="Behavioral" percent={analysis.behavioral.percent} />
        <Tile label="Case Study" percent={analysis.case.percent} />
      </SimpleGrid>
      <Card.Root variant="outline" size="sm">
        <Card.Header>
          <Heading as="h3" size="md">
            Section scores
          </Heading>
        </Card.Header>
        <Card.Body>
          <SectionChart
            bars={[
              { label: 'Technical', percent: analysis.technical.percent, answered: analysis.technical.answered },
              { label: 'Behavioral', percent: analysis.behavioral.percent, answered: analysis.behavioral.answered },
              { label: 'Case Study', percent: analysis.case.percent, answered: analysis.case.answered },
            ]}
          />
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ListCard title="Top Areas for Improvement" items={analysis.improvements.map((t) => t.label)} emptyText={ANALYSIS_EMPTY_TEXT.improvements} />
        <ListCard title="Your Strengths" items={analysis.strengths} emptyText={ANALYSIS_EMPTY_TEXT.strengths} />
      </SimpleGrid>
    </Stack>
  );
}
