// Interview Analysis (/AnalysisPersonalizedPrep): the report of one prep (spec §2.11), computed in
// the browser from the loaded record with the §9 maths; printable as a PDF.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Flex, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import {
  ANALYSIS_EMPTY_TEXT,
  EmptyState,
  ErrorState,
  LoadingState,
  analysePrep,
  answersOf,
  idealAnswerKey,
  type PrepRecord,
} from '@bullpen/shared';
import { selectPrep, usePreps } from '../../hooks/use-preps';
import { formatDate } from '../../lib/format';
import { FeedbackForm } from './feedback-form';
import { OverallTab } from './overall-tab';
import { PrintStyles } from './print-styles';
import { SectionTab } from './section-tab';
import { usePrinting } from './use-printing';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '3', md: '8' }} py={{ base: '5', md: '10' }}>
      {children}
    </Box>
  );
}

const toDashboard = (
  <Button asChild colorPalette="navy">
    <RouterLink to="/DashboardPersonalizedPrep">Go to your prep</RouterLink>
  </Button>
);

export default function PrepAnalysisPage() {
  const { preps, error, refetch } = usePreps();
  const [params] = useSearchParams();
  const prep = selectPrep(preps, params.get('prep'));

  if (!preps && error) {
    return (
      <Frame>
        <ErrorState title={`Error loading your analysis: ${error.message}`} onRetry={() => void refetch()} retryLabel="Try again" />
      </Frame>
    );
  }
  if (!preps) {
    return (
      <Frame>
        <LoadingState label="Loading your analysis..." lines={8} />
        <Text color="fg.muted">Loading your analysis...</Text>
      </Frame>
    );
  }
  if (!prep) {
    return (
      <Frame>
        <EmptyState title="No Analysis Available" description="Answer the questions of your prep to see your analysis here." action={toDashboard} />
      </Frame>
    );
  }
  return <Report prep={prep} />;
}

interface ReportSection {
  value: string;
  label: string;
  content: ReactNode;
}

function Report({ prep }: { prep: PrepRecord }) {
  const navigate = useNavigate();
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;
  const analysis = useMemo(() => analysePrep(prep), [prep]);
  const { printing, print } = usePrinting();
  const [openPanels, setOpenPanels] = useState<Set<string>>(new Set());
  const toggle = useCallback((key: string) => {
    setOpenPanels((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const generated = formatDate(prep.generated_at);
  // A printed report shows every ideal answer.
  const allPanels = useMemo(() => new Set(prep.user_answers.map(idealAnswerKey)), [prep.user_answers]);
  const sectionProps = { openPanels: printing ? allPanels : openPanels, onToggle: toggle, compact: compact && !printing };

  /** The behavioral or case tab: one card for the whole set. */
  const setSection = (section: 'behavioral' | 'case', label: string, title: string, cardTitle: string, emptyText: string): ReportSection => ({
    value: section,
    label,
    content: (
      <SectionTab
        {...sectionProps}
        title={title}
        percent={analysis[section].percent}
        groups={[{ title: cardTitle, answers: answersOf(prep.user_answers, section) }]}
        emptyText={emptyText}
      />
    ),
  });

  const sections: ReportSection[] = [
    { value: 'overall', label: 'Overall', content: <OverallTab analysis={analysis} compact={compact && !printing} /> },
    {
      value: 'technical',
      label: 'Technical',
      content: (
        <SectionTab
          {...sectionProps}
          title="Technical Performance"
          percent={analysis.technical.percent}
          groups={prep.tech_interview.map((round, index) => ({ title: round.roundName, answers: answersOf(prep.user_answers, 'technical', index) }))}
          emptyText={ANALYSIS_EMPTY_TEXT.round}
        />
      ),
    },
    setSection('behavioral', 'Behavioral', 'Behavioral Performance', 'Behavioral Questions', ANALYSIS_EMPTY_TEXT.behavioral),
    setSection('case', 'Case', 'Case Study Performance', 'Case Analysis Questions', ANALYSIS_EMPTY_TEXT.case),
  ];

  return (
    <Frame>
      <PrintStyles />
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" data-print-hide>
          <Button variant="ghost" colorPalette="navy" onClick={() => navigate('/DashboardPersonalizedPrep')} ps="0">
            <span aria-hidden="true">←</span> Back
          </Button>
          <Button colorPalette="navy" variant="outline" onClick={print}>
            Download PDF
          </Button>
        </Flex>
        <Box>
          <Text color="fg.muted" fontSize="sm" data-testid="generated-at">
            Generated {generated ? `on ${generated}` : 'N/A'}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900" mt="1">
            Interview Analysis
          </Heading>
          <Text fontSize="lg" color="fg.muted" mt="1">
            Analysis for {prep.position} at {prep.company_name}
          </Text>
        </Box>
        {printing ? (
          sections.map((section) => (
            <Box key={section.value} data-print-section>
              {section.content}
            </Box>
          ))
        ) : (
          <Tabs.Root defaultValue="overall" variant="enclosed" colorPalette="navy" fitted={compact} size={compact ? 'sm' : 'md'}>
            <Tabs.List>
              {sections.map((section) => (
                <Tabs.Trigger key={section.value} value={section.value}>
                  {section.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {sections.map((section) => (
              <Tabs.Content
                key={section.value}
                value={section.value}
                h="70vh"
                overflowY="auto"
                mt="3"
                p={{ base: '3', md: '5' }}
                borderWidth="1px"
                borderRadius="lg"
              >
                {section.content}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
        <FeedbackForm prepId={prep.id} />
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          This analysis report is a test feature, available exclusively to Bullpen users.
        </Text>
      </Stack>
    </Frame>
  );
}
