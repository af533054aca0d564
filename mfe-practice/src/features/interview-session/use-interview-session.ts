// The interview session's flow (spec 02 §2.5, §4, §9): greeting (yes or no), ten questions with the
// next one a second after each answer, each answer saved and evaluated when signed in, then the
// evaluations one at a time and the summary.
import { useCallback, useRef, useState } from 'react';
import { celebrateAward, toaster, type DeliveryStats, type InterviewType } from '@bullpen/shared';
import { saveInterviewResponse, type PracticeQuestion } from '../../api/practice';
import type { FollowUp, FollowUpResult } from '../../api/follow-ups';
import { chatMessage, type ChatMessage } from '../../components/chat-log';
import type { FollowUpOutcome } from '../../components/follow-up-change';
import type { EvaluationState } from '../../components/evaluation-details';
import { useLater } from '../../hooks/use-later';

export const NEXT_QUESTION_DELAY_MS = 1000;
export const POSTPONE_REDIRECT_MS = 3000;
export const FINISH_REDIRECT_MS = 2000;

export type SessionPhase = 'greeting' | 'interview' | 'evaluation' | 'summary';

export interface SessionAnswer {
  index: number;
  question: string;
  answer: string;
  state: EvaluationState;
  xpAwarded: number;
  /** The saved response, which a follow-up answer refers to. */
  responseId?: string;
  /** The follow-up waiting for an answer. */
  followUp?: FollowUp;
  /** How the follow-up answers so far changed the score. */
  followUps?: FollowUpOutcome;
}

/** The greeting accepts only yes or no, in any case (spec 02 §5). */
export function isYesOrNo(text: string): boolean {
  return /^(yes|no)$/i.test(text.trim());
}

export function greetingLine(specialization: string, typeLabel: string, total: number): string {
  return `Hello! Welcome to your ${specialization} ${typeLabel} interview. I'll ask you ${total} questions, one at a time, and afterwards we'll go through feedback on each answer. Are you ready to begin? Please answer yes or no.`;
}

export function postponeLine(specialization: string): string {
  return `No problem, let's postpone the interview. Come back whenever you're ready. Taking you back to ${specialization}…`;
}

export const LAST_ANSWER_LINE = "Thank you! That was the last question. Let's review your answers.";

export function questionLine(index: number, total: number, question: string): string {
  return `Question ${index + 1} of ${total}: ${question}`;
}

const NOT_SAVED = 'Sign in to have your answers scored and saved.';
const SAVE_FAILED = 'This answer could not be saved or evaluated.';

interface Options {
  specializationName: string;
  specializationId: string;
  interviewType: InterviewType;
  typeLabel: string;
  questions: PracticeQuestion[];
  signedIn: boolean;
  onPostpone(): void;
}

export function useInterviewSession({ specializationName, specializationId, interviewType, typeLabel, questions, signedIn, onPostpone }: Options) {
  const later = useLater();
  const total = questions.length;
  const [phase, setPhase] = useState<SessionPhase>('greeting');
  const [messages, setMessages] = useState<ChatMessage[]>(() => [chatMessage('ai', greetingLine(specializationName, typeLabel, total))]);
  const [current, setCurrent] = useState(0);
  const [typing, setTyping] = useState(false);
  const [postponed, setPostponed] = useState(false);
  const [answers, setAnswers] = useState<SessionAnswer[]>([]);
  const [step, setStep] = useState(0);
  // Names this session to the gateway, which pays XP once per question per session. Outside a secure
  // context there is no randomUUID: the gateway then counts the day as the session.
  const [sessionId] = useState(() => globalThis.crypto?.randomUUID?.());
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const add = (message: ChatMessage) => setMessages((list) => [...list, message]);

  const updateAnswer = useCallback((index: number, change: Partial<SessionAnswer>) => {
    setAnswers((list) => list.map((a) => (a.index === index ? { ...a, ...change } : a)));
  }, []);

  const save = useCallback(
    (index: number, question: PracticeQuestion, answer: string) => {
      saveInterviewResponse({ questionId: question.id, specialization: specializationId, interviewType, answer, sessionId }).then(
        (saved) => {
          updateAnswer(index, {
            state: { status: 'done', evaluation: saved.evaluation },
            xpAwarded: saved.xpAwarded,
            responseId: saved.response.id,
            followUp: saved.followUp,
          });
          celebrateAward(saved, { visitorXp: false });
        },
        (error: unknown) => {
          // A failed save is only logged; the interview goes on (spec 02 §8).
          console.error('[interview-session] Failed to save response', error);
          updateAnswer(index, { state: { status: 'error', message: SAVE_FAILED } });
        },
      );
    },
    [specializationId, interviewType, sessionId, updateAnswer],
  );

  const reply = (text: string) => {
    const trimmed = text.trim();
    if (phase !== 'greeting' || postponed || !isYesOrNo(trimmed)) return;
    add(chatMessage('user', trimmed));
    if (/^yes$/i.test(trimmed)) {
      const first = questions[0];
      if (!first) return;
      setPhase('interview');
      add(chatMessage('ai', questionLine(0, total, first.question)));
      return;
    }
    setPostponed(true);
    add(chatMessage('ai', postponeLine(specializationName)));
    later(onPostpone, POSTPONE_REDIRECT_MS);
  };

  const answer = (text: string, delivery: DeliveryStats | null) => {
    const content = text.trim();
    if (!content) {
      toaster.create({ type: 'error', title: 'Empty Answer', description: 'Please provide an answer before submitting.' });
      return;
    }
    const question = questions[current];
    if (phase !== 'interview' || typing || !question) return;
    add(chatMessage('user', content, delivery ?? undefined));
    const index = current;
    const state: EvaluationState = signedInRef.current ? { status: 'loading' } : { status: 'none', message: NOT_SAVED };
    setAnswers((list) => [...list, { index, question: question.question, answer: content, state, xpAwarded: 0 }]);
    if (signedInRef.current) save(index, question, content);

    const next = questions[index + 1];
    setTyping(true);
    later(() => {
      setTyping(false);
      if (next) {
        setCurrent(index + 1);
        add(chatMessage('ai', questionLine(index + 1, total, next.question)));
      } else {
        setCurrent(total);
        add(chatMessage('ai', LAST_ANSWER_LINE));
        later(() => setPhase('evaluation'), NEXT_QUESTION_DELAY_MS);
      }
    }, NEXT_QUESTION_DELAY_MS);
  };

  /** Closes the evaluation on screen: the next one, or the summary after the last. */
  const closeEvaluation = () => {
    if (step + 1 < answers.length) setStep(step + 1);
    else setPhase('summary');
  };

  /** A follow-up answered: the question's new evaluation, what changed, and the next follow-up if any. */
  const followUpAnswered = (index: number, result: FollowUpResult) => {
    setAnswers((list) =>
      list.map((a) =>
        a.index === index
          ? { ...a, state: { status: 'done', evaluation: result.evaluation }, xpAwarded: a.xpAwarded + result.xpAwarded, followUp: result.next, followUps: result }
          : a,
      ),
    );
  };

  const previousEvaluation = () => setStep((s) => Math.max(0, s - 1));

  const finish = (onDone: () => void) => {
    toaster.create({
      type: 'success',
      title: 'Interview Complete',
      description: signedInRef.current
        ? `Your answers are saved. Taking you back to ${specializationName}…`
        : `Well done! Taking you back to ${specializationName}…`,
    });
    later(onDone, FINISH_REDIRECT_MS);
  };

  return {
    phase,
    messages,
    current,
    total,
    typing,
    postponed,
    answers,
    step,
    reply,
    answer,
    closeEvaluation,
    previousEvaluation,
    followUpAnswered,
    finish,
  };
}

/** The mean of the scored answers, rounded; null when none was scored. */
export function sessionAverage(answers: SessionAnswer[]): number | null {
  const scores = answers.flatMap((a) => (a.state.status === 'done' ? [a.state.evaluation.score] : []));
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}
