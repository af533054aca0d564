// Mock Interview (/interviews, spec 02 §2.1–2.2): a voice-enabled AI chat of six questions with an
// evaluation after every answer; one column on mobile, a row on desktop.
import { useEffect } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { AreaFrame, SPECIALIZATIONS, findSpecialization } from '@bullpen/shared';
import { AnswerComposer } from '../../components/answer-composer';
import { ChatPanel } from '../../components/chat-panel';
import { VoiceControls } from '../../components/voice-controls';
import { useAccess } from '../../hooks/use-access';
import { useSpeech } from '../../hooks/use-speech';
import { FollowUpToggle } from '../../components/follow-up-toggle';
import { EvaluationDialog } from './evaluation-dialog';
import { ResultsView } from './results-view';
import { SignupDialog } from './signup-dialog';
import { useMockInterview } from './use-mock-interview';

const QUESTIONS_PER_INTERVIEW = 6;

function SpecializationPicker({ onChoose, disabled }: { onChoose: (s: (typeof SPECIALIZATIONS)[number]) => void; disabled: boolean }) {
  return (
    <Box px={{ base: '3', md: '5' }} pb="4" role="group" aria-labelledby="pick-specialization">
      <Text id="pick-specialization" fontSize="sm" fontWeight="semibold" color="navy.800" mb="2">
        Choose a specialization
      </Text>
      <Wrap gap="2">
        {SPECIALIZATIONS.map((specialization) => (
          <Button key={specialization.id} size="sm" variant="outline" colorPalette="navy" onClick={() => onChoose(specialization)} disabled={disabled}>
            {specialization.name}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
}

function ProgressCard({ specialization, answered, total }: { specialization: string | null; answered: number; total: number }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md" color="navy.900">
          Your interview
        </Heading>
        {specialization ? (
          <>
            <Badge alignSelf="flex-start" colorPalette="navy" variant="subtle">
              {specialization}
            </Badge>
            <Text fontSize="sm" color="gray.800" data-testid="question-counter">
              {answered} of {total} questions answered
            </Text>
            <Progress.Root value={answered} max={total} colorPalette="accent" size="sm" aria-label="Interview progress">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </>
        ) : (
          <Text fontSize="sm" color="gray.800">
            No specialization chosen yet.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function HowItWorks({ premium }: { premium: boolean }) {
  return (
    <Card.Root variant="subtle" bg="navy.50">
      <Card.Body gap="2">
        <Heading as="h2" size="md" color="navy.900">
          How it works
        </Heading>
        <List.Root gap="1" ps="5" fontSize="sm" color="gray.800">
          <List.Item>Pick one of six finance specializations.</List.Item>
          <List.Item>Answer six questions by typing or by voice.</List.Item>
          <List.Item>Get a score out of 50, feedback and suggestions after each answer.</List.Item>
          <List.Item>{premium ? 'Earn XP for every answer.' : 'Premium members also earn XP for every answer.'}</List.Item>
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

export default function MockInterviewPage() {
  const access = useAccess();
  const signedIn = access.user !== null;
  const speech = useSpeech();
  const mock = useMockInterview({ signedIn, premium: access.premium });
  const { speak } = speech;

  const lastMessage = mock.messages.at(-1);
  useEffect(() => {
    if (lastMessage?.role === 'ai') speak(lastMessage.content);
  }, [lastMessage, speak]);

  const specializationName = mock.interview ? (findSpecialization(mock.interview.specialization)?.name ?? mock.interview.specialization) : null;
  const total = mock.interview?.questions.length ?? QUESTIONS_PER_INTERVIEW;
  const inInterview = mock.phase === 'interviewing';

  return (
    <AreaFrame title="Mock Interview" lead="Practice a six-question interview and get feedback on every answer.">
      {mock.phase === 'results' ? (
        <ResultsView specialization={specializationName ?? ''} results={mock.results} total={total} premium={access.premium} onRestart={mock.restart} />
      ) : (
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
          <Box flex="2" minW="0">
            <ChatPanel title="AI Interviewer" controls={<VoiceControls speech={speech} />} messages={mock.messages} typing={mock.typing}>
              {mock.phase === 'choosing' && <SpecializationPicker onChoose={mock.chooseByButton} disabled={mock.typing} />}
              <AnswerComposer
                label={inInterview ? (mock.followUp ? 'Your answer to the follow-up' : 'Your answer') : 'Your message'}
                placeholder={inInterview ? 'Type your answer…' : 'Type a specialization, e.g. Private Equity or pe'}
                onSubmit={mock.send}
                disabled={mock.typing || mock.review !== null || mock.phase === 'starting' || mock.phase === 'closing'}
                onDictationStart={speech.stop}
              />
            </ChatPanel>
          </Box>
          <Stack flex="1" gap="4" minW={{ md: '260px' }}>
            <ProgressCard specialization={specializationName} answered={Math.min(mock.current, total)} total={total} />
            {signedIn && (
              <Card.Root variant="outline">
                <Card.Body>
                  <FollowUpToggle />
                </Card.Body>
              </Card.Root>
            )}
            <HowItWorks premium={access.premium} />
          </Stack>
        </Flex>
      )}
      <EvaluationDialog
        review={mock.review}
        total={total}
        premium={access.premium}
        onRetry={mock.retryEvaluation}
        onContinue={mock.continueInterview}
      />
      <SignupDialog open={mock.signupOpen} signedIn={signedIn} onClose={mock.closeSignup} />
    </AreaFrame>
  );
}
