// One challenge run (spec 02 §2.7, §4): the run opened on the server, whose clock counts; one question
// at a time, an answer required before moving on; a countdown that ends the run at 0 by itself; Cancel,
// which ends it too and has the answers so far scored; then 'Evaluating...' for at least 1.5 s while
// the gateway scores the run and awards the XP.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  celebrateAward,
  CHALLENGE_MESSAGES,
  EVALUATION_WAIT_MS,
  localDate,
  toaster,
  type ChallengeAnswer,
  type PublicChallenge,
  type PublicChallengeLevel,
} from '@bullpen/shared';
import { cancelRun, startRun, submitAttempt, type AttemptResult } from './api';

/** opening: the server is opening the run; unopened: it could not. */
export type RunPhase = 'opening' | 'unopened' | 'answering' | 'evaluating' | 'done' | 'failed';

export interface ChallengeRun {
  phase: RunPhase;
  index: number;
  /** Seconds left, whole. */
  secondsLeft: number;
  /** The answer being given to the current question. */
  draft: ChallengeAnswer;
  setChoice(choice: number): void;
  setText(text: string): void;
  /** Next Question, or Finish Challenge on the last one; false when no answer was given. */
  next(): boolean;
  /** Ends the run and has the questions answered so far scored (before the run is open: closes the runner). */
  cancel(): void;
  result: AttemptResult | null;
  error: string | null;
  /** Opens the run again, or sends its answers again. */
  retry(): void;
}

interface Ending {
  cancelled: boolean;
  answers: ChallengeAnswer[];
}

const isAnswered = (answer: ChallengeAnswer) => answer.choice !== undefined || Boolean(answer.text?.trim());
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const evaluationWait = () => new Promise((resolve) => setTimeout(resolve, EVALUATION_WAIT_MS));

export function useChallengeRun(challenge: PublicChallenge, level: PublicChallengeLevel, onClose: () => void, onFinished: (result: AttemptResult) => void): ChallengeRun {
  const [index, setIndex] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(level.timeLimit);
  /** When the countdown reaches 0, on this browser's clock: set once the server has opened the run. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<ChallengeAnswer[]>(() => level.questions.map((q) => ({ questionId: q.id })));

  const opening = useMutation({
    mutationFn: () => startRun(challenge.id, level.level),
    onSuccess: (run) => setDeadline(Date.now() + run.timeLimit * 1000),
  });
  const runId = opening.data?.runId;

  const ending = useMutation({
    mutationFn: async ({ cancelled, answers }: Ending) => {
      if (!runId) throw new Error(CHALLENGE_MESSAGES.runNotFound);
      const body = { answers, today: localDate() };
      const [scored] = await Promise.all([cancelled ? cancelRun(challenge.id, runId, body) : submitAttempt(challenge.id, runId, body), evaluationWait()]);
      return scored;
    },
    onSuccess: (scored) => {
      if (scored.outcome === 'finished') toaster.create({ type: 'success', title: 'Challenge Complete!', description: scored.message, duration: 5000 });
      // The XP, level-up and streak toasts; the user's progress is read again.
      celebrateAward(scored, { visitorXp: false });
      onFinished(scored);
    },
  });

  // Opened once per runner: a remount (Try Again) opens a new run.
  const open = opening.mutate;
  const openedRef = useRef(false);
  useEffect(() => {
    if (openedRef.current) return;
    openedRef.current = true;
    open();
  }, [open]);

  const endedRef = useRef(false);
  const end = ending.mutate;
  const finish = useCallback(
    (cancelled: boolean, answers: ChallengeAnswer[]) => {
      if (endedRef.current) return;
      endedRef.current = true;
      end({ cancelled, answers });
    },
    [end],
  );

  // The answers given so far, read by the timer without restarting it on every keystroke.
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const answered = useCallback(() => draftsRef.current.filter(isAnswered), []);

  const phase: RunPhase = opening.isPending || opening.isIdle ? 'opening' : opening.isError ? 'unopened' : ending.isPending ? 'evaluating' : ending.isError ? 'failed' : ending.isSuccess ? 'done' : 'answering';

  // The countdown: read from the clock each second, so a throttled tab still ends on time.
  useEffect(() => {
    if (phase !== 'answering' || deadline === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        toaster.create({ type: 'info', title: "Time's up!", description: 'Your answers so far are being scored.' });
        finish(false, answered());
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, deadline, finish, answered]);

  const update = (change: Partial<ChallengeAnswer>) => setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const question = level.questions[index];
  return {
    phase,
    index,
    secondsLeft,
    draft: drafts[index] ?? { questionId: '' },
    setChoice: (choice) => update({ choice }),
    setText: (text) => update({ text }),
    next() {
      if (!question || phase !== 'answering') return false;
      const misconfigured = question.type === 'multiple-choice' && !question.options?.length;
      if (!misconfigured && !isAnswered(drafts[index]!)) {
        toaster.create({ type: 'error', title: CHALLENGE_MESSAGES.selectTitle, description: CHALLENGE_MESSAGES.selectDescription });
        return false;
      }
      if (index + 1 < level.questions.length) setIndex(index + 1);
      else finish(false, answered());
      return true;
    },
    cancel() {
      toaster.create({ type: 'info', title: CHALLENGE_MESSAGES.canceled });
      if (phase === 'answering') finish(true, answered());
      else onClose();
    },
    result: ending.data ?? null,
    error: opening.error ? messageOf(opening.error) : ending.error ? messageOf(ending.error) : null,
    retry() {
      if (phase === 'unopened') open();
      else if (ending.variables) end(ending.variables);
    },
  };
}
