// Runs "generate personalized prep" with the step-by-step progress the form shows meanwhile; on
// success the draft is cleared and the dashboard opens. Errors read as spec §8 writes them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, PREP_TEXT, toaster, type PrepRecord } from '@bullpen/shared';
import { createPrep, type PrepFormValues } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';
import { PREPS_QUERY } from '../../hooks/use-preps';
import { clearFormDraft } from '../../lib/form-draft';

export const GENERATION_STEPS = [
  'Reading the job description',
  'Writing your technical rounds',
  'Choosing behavioral questions',
  'Building your case study',
  'Reviewing your CV',
] as const;

/** Pace of the steps while the server works, and the pause on the finished list before moving on. */
const STEP_MS = 700;
const FINISH_STEP_MS = 150;
const DONE_PAUSE_MS = 900;

export type GenerationStatus = 'idle' | 'running' | 'done';

/** 'Could not start personalized prep: …', wrapping the server's text as 'Failed to generate AI data: …'. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return PREP_TEXT.startFailed(PREP_TEXT.generationFailed(error.message));
  return PREP_TEXT.startFailed(error instanceof Error ? error.message : String(error));
}

export function useGeneratePrep() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const handleAuth = useNotAuthenticated();
  const [status, setStatus] = useState<GenerationStatus>('idle');
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const run = useCallback(
    async (values: PrepFormValues) => {
      setError(null);
      setStatus('running');
      let current = 0;
      setStep(current);
      const ticker = window.setInterval(() => {
        current = Math.min(current + 1, GENERATION_STEPS.length - 1);
        setStep(current);
      }, STEP_MS);
      try {
        const created = await createPrep(values);
        window.clearInterval(ticker);
        // The dashboard opens on the new prep at once, not on the list it had before.
        client.setQueryData<PrepRecord[]>(PREPS_QUERY, (list = []) => [created, ...list.filter((p) => p.id !== created.id)]);
        void client.invalidateQueries({ queryKey: PREPS_QUERY });
        clearFormDraft();
        // The remaining steps tick through, then the finished list shows briefly.
        const from = current;
        for (let s = from + 1; s <= GENERATION_STEPS.length; s++) {
          timers.current.push(window.setTimeout(() => setStep(s), (s - from) * FINISH_STEP_MS));
        }
        const finished = (GENERATION_STEPS.length - from) * FINISH_STEP_MS;
        timers.current.push(window.setTimeout(() => setStatus('done'), finished));
        timers.current.push(window.setTimeout(() => navigate('/DashboardPersonalizedPrep'), finished + DONE_PAUSE_MS));
      } catch (failure) {
        window.clearInterval(ticker);
        setStatus('idle');
        if (handleAuth(failure)) return;
        const message = generationErrorMessage(failure);
        console.error(message, failure);
        setError(message);
        toaster.create({ type: 'error', title: message });
      }
    },
    [client, handleAuth, navigate],
  );

  return { run, status, step, error };
}
