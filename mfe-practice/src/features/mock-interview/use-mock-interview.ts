// The mock interview's flow (spec 02 §2.1, §4, §9): greeting, specialization, six questions each
// followed by its evaluation, the visitor's one-answer limit, the thank-you and the results.
import { useCallback, useRef, useState } from 'react';
import { celebrateAward, toaster, type DeliveryStats } from '@bullpen/shared';
import {
  answerMockQuestion,
  isSignupRequired,
  startMockInterview,
  type AnswerResult,
  type MockInterview,
} from '../../api/practice';
import { answerMockFollowUp, followUpLine, type FollowUp } from '../../api/follow-ups';
import { chatMessage, type ChatMessage } from '../../components/chat-log';
import type { FollowUpOutcome } from '../../components/follow-up-change';
import { useLater } from '../../hooks/use-later';
import {
  cannedReply,
  GREETING,
  interviewIntro,
  matchSpecialization,
  nextQuestionLine,
  SIGNUP_NUDGE,
  THANK_YOU,
  type Specialization,
} from './interviewer-lines';

export const AI_REPLY_DELAY_MS = 1000;
export const RESULTS_DELAY_MS = 2000;
export const SIGNUP_DIALOG_DELAY_MS = 2000;
export const CANNED_DIALOG_DELAY_MS = 3000;
export const CANNED_DIALOG_CHANCE = 0.3;
export const INTERVIEW_COMPLETE_TOAST_MS = 3000;

export type Phase = 'choosing' | 'starting' | 'interviewing' | 'closing' | 'results';

export interface Review {
  index: number;
  question: string;
  answer: string;
  status: 'loading' | 'done' | 'error';
  result?: AnswerResult;
  error?: string;
  /** The follow-up this answer replied to; the question shown is its prompt. */
  followUpOf?: FollowUp;
  /** How the follow-up answers so far changed the question's score. */
  followUps?: FollowUpOutcome;
  /** The follow-up the interviewer asks when the student continues. */
  next?: FollowUp;
}

export interface QuestionResult {
  index: number;
  question: string;
  score: number;
  xpAwarded: number;
}

interface Viewer {
  /** Signed in: no anonymous limit, the dialog offers an upgrade rather than a sign-in. */
  signedIn: boolean;
  /** Premium features unlocked (XP tracking; no one-answer limit in the browser). */
  premium: boolean;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

export function useMockInterview(viewer: Viewer) {
  const later = useLater();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [chatMessage('ai', GREETING)]);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [interview, setInterview] = useState<MockInterview | null>(null);
  const [current, setCurrent] = useState(0);
  const [typing, setTyping] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  /** The follow-up waiting for the student's answer. */
  const [followUp, setFollowUp] = useState<FollowUp | null>(null);
  const [results, setResults] = useState<QuestionResult[]>([]);
  const [signupOpen, setSignupOpen] = useState(false);
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  /** Bumped by a restart, so answers to an abandoned interview are ignored. */
  const generation = useRef(0);

  const say = useCallback((content: string) => setMessages((list) => [...list, chatMessage('ai', content)]), []);

  /** The interviewer replies after the 1 s delay (measured from `since` when work already took time). */
  const reply = useCallback(
    (content: string, then?: () => void, since = Date.now()) => {
      setTyping(true);
      later(() => {
        setTyping(false);
        say(content);
        then?.();
      }, Math.max(0, AI_REPLY_DELAY_MS - (Date.now() - since)));
    },
    [later, say],
  );

  const visitorLimit = useCallback(
    (message: string, since: number) => reply(message, () => later(() => setSignupOpen(true), SIGNUP_DIALOG_DELAY_MS), since),
    [reply, later],
  );

  const choose = useCallback(
    (specialization: Specialization) => {
      const run = generation.current;
      const since = Date.now();
      setPhase('starting');
      setTyping(true);
      startMockInterview(specialization.id).then(
        (started) => {
          if (run !== generation.current) return;
          const first = started.questions[0];
          if (!first) throw new Error('The interview has no questions.');
          reply(
            interviewIntro(specialization.name, started.questions.length, first.question),
            () => {
              setInterview(started);
              setCurrent(0);
              setPhase('interviewing');
            },
            since,
          );
        },
        (error: unknown) => {
          if (run !== generation.current) return;
          console.error('[mock-interview] could not start', error);
          setTyping(false);
          setPhase('choosing');
          toaster.create({ type: 'error', title: 'Could not start the interview', description: errorMessage(error) });
          say(`Sorry, I couldn't start the ${specialization.name} interview. Please choose a specialization to try again.`);
        },
      );
    },
    [reply, say],
  );

  const chooseByButton = useCallback(
    (specialization: Specialization) => {
      if (phase !== 'choosing' || typing) return;
      setMessages((list) => [...list, chatMessage('user', specialization.name)]);
      choose(specialization);
    },
    [phase, typing, choose],
  );

  /** Shows an evaluated answer, records its score and XP, and raises the spec's toasts. */
  const showResult = useCallback(
    (started: MockInterview, index: number, answer: string, answered: AnswerResult) => {
      const question = started.questions[index]?.question ?? '';
      const { signedIn, premium } = viewerRef.current;
      // A visitor whose browser tracks XP keeps what the answer earns in local storage (spec 01 §4.7).
      const outcome = celebrateAward(answered, { visitorXp: !signedIn && premium });
      const result = answered.visitorGain && outcome ? { ...answered, xpAwarded: answered.visitorGain.xp ?? 0, progress: { xp: outcome.xp } } : answered;
      setReview({ index, question, answer, status: 'done', result, next: result.followUp });
      setResults((list) => [
        ...list.filter((r) => r.index !== index),
        { index, question, score: result.evaluation.score, xpAwarded: result.xpAwarded },
      ]);
      if (result.evaluation.notice) {
        toaster.create({ type: 'error', title: 'Evaluation Warning', description: 'Using simplified evaluation due to service issues.' });
      }
      if (index === started.questions.length - 1 && viewerRef.current.premium) {
        toaster.create({
          type: 'success',
          title: 'Interview Complete',
          description: `You earned ${result.xpAwarded} XP for your last answer.`,
          duration: INTERVIEW_COMPLETE_TOAST_MS,
        });
      }
    },
    [],
  );

  const evaluate = useCallback(
    (started: MockInterview, index: number, answer: string) => {
      const question = started.questions[index]?.question ?? '';
      const run = generation.current;
      setReview({ index, question, answer, status: 'loading' });
      answerMockQuestion(started.id, index, answer).then(
        (result) => {
          if (run === generation.current) showResult(started, index, answer, result);
        },
        (error: unknown) => {
          if (run !== generation.current) return;
          if (isSignupRequired(error)) {
            setReview(null);
            visitorLimit(errorMessage(error), Date.now() - AI_REPLY_DELAY_MS);
            return;
          }
          console.error('[mock-interview] evaluation failed', error);
          setReview({ index, question, answer, status: 'error', error: errorMessage(error) });
        },
      );
    },
    [showResult, visitorLimit],
  );

  /** A follow-up's answer: scored with the first answer, it changes the question's score. */
  const evaluateFollowUp = useCallback((started: MockInterview, asked: FollowUp, index: number, answer: string) => {
    const run = generation.current;
    const base = { index, question: asked.prompt, answer, followUpOf: asked };
    setReview({ ...base, status: 'loading' });
    answerMockFollowUp(started.id, index, answer).then(
      (outcome) => {
        if (run !== generation.current) return;
        const { evaluation, xpAwarded, progress } = outcome;
        celebrateAward(outcome, { visitorXp: false });
        setReview({ ...base, status: 'done', result: { evaluation, xpAwarded, progress }, followUps: outcome, next: outcome.next });
        setResults((list) => list.map((r) => (r.index === index ? { ...r, score: outcome.scoreAfter, xpAwarded: r.xpAwarded + xpAwarded } : r)));
      },
      (error: unknown) => {
        if (run !== generation.current) return;
        console.error('[mock-interview] follow-up evaluation failed', error);
        setReview({ ...base, status: 'error', error: errorMessage(error) });
      },
    );
  }, []);

  /** A visitor's second answer: ask the gateway, which answers with the limit message (spec 02 §4). */
  const answerAsVisitor = useCallback(
    (started: MockInterview, index: number, answer: string) => {
      const run = generation.current;
      const since = Date.now();
      setTyping(true);
      answerMockQuestion(started.id, index, answer).then(
        (result) => {
          // The gateway let this answer through after all: show its evaluation like any other.
          if (run !== generation.current) return;
          setTyping(false);
          showResult(started, index, answer, result);
        },
        (error: unknown) => {
          if (run !== generation.current) return;
          if (isSignupRequired(error)) {
            visitorLimit(errorMessage(error), since);
            return;
          }
          setTyping(false);
          console.error('[mock-interview] answer failed', error);
          setReview({ index, question: started.questions[index]?.question ?? '', answer, status: 'error', error: errorMessage(error) });
        },
      );
    },
    [showResult, visitorLimit],
  );

  const send = useCallback(
    (text: string, delivery: DeliveryStats | null) => {
      const content = text.trim();
      if (!content || typing || review || phase === 'starting' || phase === 'closing' || phase === 'results') return;
      setMessages((list) => [...list, chatMessage('user', content, delivery ?? undefined)]);

      if (phase === 'choosing' || !interview) {
        const specialization = matchSpecialization(content);
        if (specialization) {
          choose(specialization);
          return;
        }
        const canned = cannedReply(content);
        const nudge = canned.nudge && !viewerRef.current.signedIn && !viewerRef.current.premium;
        reply(nudge ? `${canned.reply} ${SIGNUP_NUDGE}` : canned.reply);
        if (nudge && Math.random() < CANNED_DIALOG_CHANCE) later(() => setSignupOpen(true), CANNED_DIALOG_DELAY_MS);
        return;
      }

      if (followUp) {
        setFollowUp(null);
        evaluateFollowUp(interview, followUp, current, content);
        return;
      }
      const visitor = !viewerRef.current.signedIn && !viewerRef.current.premium;
      if (visitor && current >= 1) answerAsVisitor(interview, current, content);
      else evaluate(interview, current, content);
    },
    [typing, review, phase, interview, current, followUp, choose, reply, later, answerAsVisitor, evaluate, evaluateFollowUp],
  );

  const retryEvaluation = useCallback(() => {
    if (review?.status !== 'error' || !interview) return;
    if (review.followUpOf) evaluateFollowUp(interview, review.followUpOf, review.index, review.answer);
    else evaluate(interview, review.index, review.answer);
  }, [review, interview, evaluate, evaluateFollowUp]);

  /** Leaves the evaluation screen: the next question, or the thank-you and then the results. */
  const continueInterview = useCallback(() => {
    if (!review || review.status !== 'done' || !interview) return;
    setReview(null);
    if (review.next) {
      setFollowUp(review.next);
      reply(followUpLine(review.next));
      return;
    }
    const next = review.index + 1;
    const question = interview.questions[next];
    if (question) {
      setCurrent(next);
      reply(nextQuestionLine(next, interview.questions.length, question.question));
      return;
    }
    setCurrent(interview.questions.length);
    setPhase('closing');
    reply(THANK_YOU, () => later(() => setPhase('results'), RESULTS_DELAY_MS));
  }, [review, interview, reply, later]);

  const restart = useCallback(() => {
    generation.current += 1;
    later.cancelAll();
    setMessages([chatMessage('ai', GREETING)]);
    setPhase('choosing');
    setInterview(null);
    setCurrent(0);
    setTyping(false);
    setReview(null);
    setFollowUp(null);
    setResults([]);
    setSignupOpen(false);
  }, [later]);

  return {
    messages,
    phase,
    interview,
    current,
    typing,
    review,
    followUp,
    results: [...results].sort((a, b) => a.index - b.index),
    signupOpen,
    closeSignup: () => setSignupOpen(false),
    chooseByButton,
    send,
    retryEvaluation,
    continueInterview,
    restart,
  };
}
