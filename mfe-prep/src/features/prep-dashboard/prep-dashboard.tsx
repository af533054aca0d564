// Your Personalized Prep (/DashboardPersonalizedPrep): CV feedback, technical rounds, behavioral
// questions and a case study, answered and submitted section by section (spec §2.10, §4).
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { EmptyState, ErrorState, LoadingState, PREP_TEXT, toaster, type PrepRecord, type PrepSection } from '@bullpen/shared';
import { resetPrep } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';
import { selectPrep, usePreps } from '../../hooks/use-preps';
import { clearFormDraft } from '../../lib/form-draft';
import { formatDateTime } from '../../lib/format';
import { CaseTab } from './case-tab';
import { CvTab } from './cv-tab';
import { DashboardHeader } from './dashboard-header';
import { QuestionSet } from './question-set';
import { TechnicalTab } from './technical-tab';
import { draftKey, useAnswerDrafts } from './use-answer-drafts';
import { useSubmitSection } from './use-submit-section';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {children}
    </Box>
  );
}

export default function PrepDashboardPage() {
  const { preps, error, refetch, replace } = usePreps();
  const [params] = useSearchParams();
  const prep = selectPrep(preps, params.get('prep'));

  if (!preps && error) {
    return (
      <Frame>
        <ErrorState title={`Error loading your prep: ${error.message}`} onRetry={() => void refetch()} retryLabel="Try again" />
      </Frame>
    );
  }
  if (!preps) {
    return (
      <Frame>
        <LoadingState label="Your personalized prep is loading..." lines={8} />
        <Text color="fg.muted">Your personalized prep is loading...</Text>
      </Frame>
    );
  }
  if (!prep) {
    return (
      <Frame>
        <EmptyState
          title="No Personalized Prep Found"
          description="Tell us about the role you are preparing for and we will build your prep."
          action={
            <Button asChild colorPalette="navy">
              <RouterLink to="/personalizedPrep">Create your prep</RouterLink>
            </Button>
          }
        />
      </Frame>
    );
  }
  return <Dashboard prep={prep} refetch={refetch} replace={replace} />;
}

function Dashboard({ prep, refetch, replace }: { prep: PrepRecord; refetch: () => Promise<void>; replace: (record: PrepRecord) => void }) {
  const navigate = useNavigate();
  const handleAuth = useNotAuthenticated();
  const drafts = useAnswerDrafts(prep);
  const { submit, submitting } = useSubmitSection({ prep, answerOf: drafts.valueOf, onRecord: replace, refetch });
  const change = useCallback(
    (section: PrepSection, round: number) => (questionId: number, value: string) => drafts.setDraft(draftKey(section, round, questionId), value),
    [drafts],
  );

  async function startOver(): Promise<boolean> {
    try {
      replace(await resetPrep(prep.id));
      drafts.clear();
      clearFormDraft();
      toaster.create({ type: 'success', title: PREP_TEXT.resetSucceeded });
      return true;
    } catch (failure) {
      if (!handleAuth(failure)) {
        console.error('Reset failed', failure);
        toaster.create({ type: 'error', title: PREP_TEXT.resetFailed });
      }
      return false;
    }
  }

  const completed = prep.status === 'Completed';
  const shared = { valueOf: drafts.valueOf, busy: submitting !== null };
  return (
    <Frame>
      <Stack gap="6">
        <DashboardHeader prep={prep} onStartOver={startOver} />
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Text data-testid="prep-status">
            Status:{' '}
            <Badge colorPalette={completed ? 'green' : 'orange'} size="md">
              {prep.status}
            </Badge>{' '}
            · Last updated {formatDateTime(prep.updated_at) ?? 'N/A'} · Total score{' '}
            <Text as="span" fontWeight="semibold" data-testid="overall-score">
              {prep.overall_score}
            </Text>
          </Text>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {completed && (
              <Button colorPalette="accent" onClick={() => navigate('/personalizedPrep')}>
                Start New Prep Journey
              </Button>
            )}
            <Button colorPalette="navy" variant={completed ? 'outline' : 'solid'} onClick={() => navigate('/AnalysisPersonalizedPrep')}>
              View Analysis
            </Button>
          </Flex>
        </Flex>
        {prep.content_source === 'local' && (
          <Text fontSize="sm" color="fg.muted">
            This prep was composed from the Bullpen question bank for your role; answers are scored by the built-in evaluator when the AI service is unavailable.
          </Text>
        )}
        <Tabs.Root defaultValue="cv" variant="line" colorPalette="navy" lazyMount={false}>
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="cv">CV</Tabs.Trigger>
            <Tabs.Trigger value="technical">Technical</Tabs.Trigger>
            <Tabs.Trigger value="behavioral">Behavioral</Tabs.Trigger>
            <Tabs.Trigger value="case">Case</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="cv" pt="6">
            <CvTab prep={prep} />
          </Tabs.Content>
          <Tabs.Content value="technical" pt="6">
            <TechnicalTab
              {...shared}
              prep={prep}
              submitting={submitting}
              onChange={(round, questionId, value) => change('technical', round)(questionId, value)}
              onSubmit={(round) =>
                void submit({ section: 'technical', round, count: prep.tech_interview[round]?.questions.length ?? 0, label: `Round ${round + 1}` })
              }
            />
          </Tabs.Content>
          <Tabs.Content value="behavioral" pt="6">
            <QuestionSet
              {...shared}
              section="behavioral"
              round={0}
              questions={prep.behavioral_interview}
              submitted={prep.submitted_sections.behavioral}
              submitting={submitting === 'behavioral-0'}
              submitLabel="Submit Behavioral Questions"
              onChange={change('behavioral', 0)}
              onSubmit={() => void submit({ section: 'behavioral', round: 0, count: prep.behavioral_interview.length, label: 'Behavioral questions' })}
            />
          </Tabs.Content>
          <Tabs.Content value="case" pt="6">
            <CaseTab
              {...shared}
              prep={prep}
              submitting={submitting === 'case-0'}
              onChange={change('case', 0)}
              onSubmit={() => void submit({ section: 'case', round: 0, count: prep.case_task.questions.length, label: 'Case study' })}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Frame>
  );
}
