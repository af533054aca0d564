// Interview session (/interview/:specialization/:interviewType, spec 02 §2.5): greeting, ten
// questions read aloud, the evaluations one by one, and the summary.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import {
  AreaFrame,
  EmptyState,
  ErrorState,
  findSpecialization,
  INTERVIEW_TYPES,
  LoadingState,
  useRetry,
  type InterviewType,
} from '@bullpen/shared';
import { fetchEasiestQuestions, type PracticeQuestion } from '../../api/practice';
import { AnswerComposer } from '../../components/answer-composer';
import { ChatPanel } from '../../components/chat-panel';
import { VoiceControls } from '../../components/voice-controls';
import { useAccess } from '../../hooks/use-access';
import { useSpeech } from '../../hooks/use-speech';
import { SessionReview } from './session-review';
import { SessionSummary } from './session-summary';
import { isYesOrNo, useInterviewSession } from './use-interview-session';

/** The interview types a session runs ('CaseStudy' in URLs); Gamification lives in the challenges. */
function parseInterviewType(param: string): InterviewType | undefined {
  const key = param.toLowerCase().replace(/[^a-z]/g, '');
  return INTERVIEW_TYPES.find((type) => type !== 'Gamification' && type.toLowerCase().replace(/[^a-z]/g, '') === key);
}

function findSpecializationParam(param: string) {
  return findSpecialization(param) ?? findSpecialization(param.trim().replace(/[\s_]+/g, '-'));
}

interface SessionProps {
  specialization: NonNullable<ReturnType<typeof findSpecialization>>;
  interviewType: InterviewType;
  questions: PracticeQuestion[];
}

function Session({ specialization, interviewType, questions }: SessionProps) {
  const navigate = useNavigate();
  const access = useAccess();
  const speech = useSpeech();
  const backPath = `/specialization/${encodeURIComponent(specialization.name)}`;
  const back = useCallback(() => navigate(backPath), [navigate, backPath]);
  const session = useInterviewSession({
    specializationName: specialization.name,
    specializationId: specialization.id,
    interviewType,
    typeLabel: interviewType,
    questions,
    signedIn: access.user !== null,
    onPostpone: back,
  });
  const [finishing, setFinishing] = useState(false);
  const { speak, stop } = speech;

  const lastMessage = session.messages.at(-1);
  useEffect(() => {
    if (lastMessage?.role === 'ai') speak(lastMessage.content);
  }, [lastMessage, speak]);

  useEffect(() => {
    if (session.phase === 'evaluation' || session.phase === 'summary') stop();
  }, [session.phase, stop]);

  const chatting = session.phase === 'greeting' || session.phase === 'interview';

  return (
    <Box maxW="4xl">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        {chatting ? <VoiceControls speech={speech} /> : <span />}
        <Button variant="outline" colorPalette="navy" size="sm" onClick={back}>
          Exit
        </Button>
      </Flex>

      {chatting && (
        <ChatPanel
          title="AI Interviewer"
          controls={
            session.phase === 'interview' && (
              <Text fontSize="sm" color="navy.800" data-testid="session-progress">
                Question {Math.min(session.current + 1, session.total)} of {session.total}
              </Text>
            )
          }
          messages={session.messages}
          typing={session.typing}
        >
          {session.phase === 'greeting' ? (
            <AnswerComposer
              key="greeting"
              label="Are you ready? Type yes or no"
              placeholder="yes or no"
              onSubmit={session.reply}
              canSubmit={isYesOrNo}
              disabled={session.postponed}
              helperText="Only yes or no is accepted. Press Enter to send."
              voiceInput={false}
            />
          ) : (
            <AnswerComposer
              key="interview"
              label="Your answer"
              placeholder="Type your answer…"
              onSubmit={session.answer}
              onBlank={() => session.answer('', null)}
              disabled={session.typing || session.current >= session.total}
              submitLabel="Submit answer"
              helperText="Press Enter to submit, Shift+Enter for a new line."
              onDictationStart={stop}
            />
          )}
        </ChatPanel>
      )}

      {session.phase === 'evaluation' && (
        <SessionReview
          answers={session.answers}
          step={session.step}
          onPrevious={session.previousEvaluation}
          onClose={session.closeEvaluation}
          onFollowUpAnswered={session.followUpAnswered}
        />
      )}

      {session.phase === 'summary' && (
        <SessionSummary
          answers={session.answers}
          finishing={finishing}
          onBack={back}
          onFinish={() => {
            setFinishing(true);
            session.finish(back);
          }}
        />
      )}
    </Box>
  );
}

export default function InterviewSessionPage() {
  const { specialization: specializationParam = '', interviewType: typeParam = '' } = useParams();
  const navigate = useNavigate();
  const specialization = findSpecializationParam(specializationParam);
  const interviewType = parseInterviewType(typeParam);
  const title = `${specialization?.name ?? specializationParam} — ${interviewType ?? typeParam} Interview`;

  const specializationId = specialization?.id;
  const questionsKey = ['interview-questions', specializationId, interviewType];
  const questions = useQuery({
    queryKey: questionsKey,
    queryFn: ({ signal }) => (specializationId && interviewType ? fetchEasiestQuestions(specializationId, interviewType, signal) : Promise.resolve([])),
  });
  const retryQuestions = useRetry(questionsKey);

  if (!specialization || !interviewType) {
    return (
      <AreaFrame title={title}>
        <ErrorState
          title="This interview does not exist"
          description="Choose a specialization and one of the Technical, Motivational or Case Study interviews."
          onRetry={() => navigate('/aihub')}
          retryLabel="Back to Industries"
        />
      </AreaFrame>
    );
  }

  const backToSpecialization = () => navigate(`/specialization/${encodeURIComponent(specialization.name)}`);

  return (
    <AreaFrame title={title} lead="Answer each question, then review your evaluation.">
      {questions.isPending && <LoadingState label="Loading your questions" lines={4} />}
      {questions.isLoadingError && (
        <ErrorState title="We couldn't load the questions" description={questions.error.message} onRetry={retryQuestions} />
      )}
      {questions.data !== undefined && questions.data.length === 0 && (
        <EmptyState
          title="No questions yet"
          description={`There are no ${interviewType} questions for ${specialization.name} yet. Try another interview type.`}
          action={
            <Button colorPalette="accent" onClick={backToSpecialization}>
              Back to Specializations
            </Button>
          }
        />
      )}
      {questions.data !== undefined && questions.data.length > 0 && (
        <Session
          key={`${specialization.id}/${interviewType}`}
          specialization={specialization}
          interviewType={interviewType}
          questions={questions.data}
        />
      )}
    </AreaFrame>
  );
}
