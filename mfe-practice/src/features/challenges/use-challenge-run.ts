// One challenge run (spec 02 §2.7, §4): one question at a time, an answer required before moving on,
// a countdown that ends the run at 0 by itself, Cancel, then 'Evaluating...' for at least 1.5 s while
// the gateway scores the run and awards the XP.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHALLENGE_MESSAGES,
  EVALUATION_WAIT_MS,
  localDate,
  toaster,
  useProgressStore,
  type ChallengeAnswer,
  type PublicChallenge,
  type PublicChallengeLevel,
} from '@bullpen/shared';
import { startRun, submitAttempt, type AttemptResult } from './api';

export type RunPhase = 'answering' | 'evaluating' | 'done' | 'failed';

export interface ChallengeRun {
  challenge: PublicChallenge;
  level: PublicChallengeLevel;
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
  cancel(): void;
  result: AttemptResult | null;
  error: string | null;
  retry(): void;
}

const isAnswered = (answer: ChallengeAnswer, hasOptions: boolean) =>
  hasOptions ? answer.choice !== undefined : Boolean(answer.text?.trim());

export function useChallengeRun(challenge: PublicChallenge, level: PublicChallengeLevel, onCancel: () => void, onFinished: (result: AttemptResult) => void): ChallengeRun {
  const [startedAt] = useState(() => new Date());
  const deadline = startedAt.getTime() + level.timeLimit * 1000;
  const [phase, setPhase] = useState<RunPhase>('answering');
  const [index, setIndex] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(level.timeLimit);
  const [drafts, setDrafts] = useState<ChallengeAnswer[]>(() => level.questions.map((q) => ({ questionId: q.id })));
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answersRef = useRef<ChallengeAnswer[]>([]);
  const finishedRef = useRef(false);
  // The gateway times the run from its own start; a run it could not start still counts, at its whole time.
  const runTokenRef = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  useEffect(() => {
    runTokenRef.current = startRun(challenge.id, level.level).then(
      (run) => run.runToken,
      () => undefined,
    );
  }, [challenge.id, level.level]);

  const finish = useCallback(
    (answers: ChallengeAnswer[]) => {
      if (finishedRef.current) return;
      finishedRef.current = true;
      answersRef.current = answers;
      setPhase('evaluating');
      const wait = new Promise((resolve) => setTimeout(resolve, EVALUATION_WAIT_MS));
      const sent = runTokenRef.current.then((runToken) => submitAttempt(challenge.id, { level: level.level, answers, runToken, today: localDate() }));
      Promise.all([sent, wait]).then(
        ([scored]) => {
          setResult(scored);
          setPhase('done');
          toaster.create({ type: 'success', title: 'Challenge Complete!', description: scored.message, duration: 5000 });
          void useProgressStore.getState().load();
          onFinished(scored);
        },
        (failure: unknown) => {
          setError(failure instanceof Error ? failure.message : String(failure));
          setPhase('failed');
        },
      );
    },
    [challenge.id, level.level, onFinished],
  );

  // The answers given so far, read by the timer without restarting it on every keystroke.
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const answered = useCallback(
    () => draftsRef.current.filter((d) => d.choice !== undefined || Boolean(d.text?.trim())),
    [],
  );

  // The countdown: read from the clock each second, so a throttled tab still ends on time.
  useEffect(() => {
    if (phase !== 'answering') return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        toaster.create({ type: 'info', title: "Time's up!", description: 'Your answers so far are being scored.' });
        finish(answered());
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, deadline, finish, answered]);

  const update = (change: Partial<ChallengeAnswer>) =>
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const question = level.questions[index];
  return {
    challenge,
    level,
    phase,
    index,
    secondsLeft,
    draft: drafts[index] ?? { questionId: '' },
    setChoice: (choice) => update({ choice }),
    setText: (text) => update({ text }),
    next() {
      if (!question || phase !== 'answering') return false;
      const hasOptions = question.type === 'multiple-choice';
      const misconfigured = hasOptions && !question.options?.length;
      if (!misconfigured && !isAnswered(drafts[index]!, hasOptions)) {
        toaster.create({ type: 'error', title: CHALLENGE_MESSAGES.selectTitle, description: CHALLENGE_MESSAGES.selectDescription });
        return false;
      }
      if (index + 1 < level.questions.length) setIndex(index + 1);
      else finish(answered());
      return true;
    },
    cancel() {
      finishedRef.current = true;
      toaster.create({ type: 'info', title: CHALLENGE_MESSAGES.canceled });
      onCancel();
    },
    result,
    error,
    retry() {
      finishedRef.current = false;
      setError(null);
      finish(answersRef.current);
    },
  };
}
