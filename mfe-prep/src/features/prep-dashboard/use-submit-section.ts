// Submitting a section (spec §4): each answer is saved, then each is evaluated one by one, then the
// section is marked submitted and the total score updated.
import { useCallback, useState } from 'react';
import { ApiError, PREP_REFETCH_DELAY_MS, toaster, type PrepRecord, type PrepSection } from '@bullpen/shared';
import { evaluateAnswer, saveAnswer, submitSection } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';

/** A burst of evaluations may meet the per-minute limit (429): wait and go on, for up to two minutes. */
const LIMITED_RETRY_MS = 5000;
const LIMITED_RETRIES = 24;

async function retryWhenLimited<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429) || attempt >= LIMITED_RETRIES) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, LIMITED_RETRY_MS));
    }
  }
}

export interface SectionToSubmit {
  section: PrepSection;
  round: number;
  /** How many questions the section has; each answer given is saved (blank ones stay unanswered). */
  count: number;
  /** Shown in the toast: 'Round 1', 'Behavioral questions'. */
  label: string;
}

export function useSubmitSection({
  prep,
  answerOf,
  onRecord,
  refetch,
}: {
  prep: PrepRecord;
  answerOf: (section: PrepSection, round: number, questionId: number) => string;
  onRecord: (record: PrepRecord) => void;
  refetch: () => Promise<void>;
}) {
  const [submitting, setSubmitting] = useState<string | null>(null);
  const handleAuth = useNotAuthenticated();

  const submit = useCallback(
    async ({ section, round, count, label }: SectionToSubmit) => {
      setSubmitting(`${section}-${round}`);
      // Blank questions stay unanswered, unless an answer was saved before: that one is replaced.
      const saved = (questionId: number) =>
        prep.user_answers.some((a) => a.section === section && a.round === round && a.questionId === questionId);
      const refs = Array.from({ length: count }, (_, questionId) => ({ section, round, questionId })).filter(
        (ref) => answerOf(section, round, ref.questionId).trim() !== '' || saved(ref.questionId),
      );
      try {
        for (const ref of refs) await saveAnswer(prep.id, ref, answerOf(section, round, ref.questionId));
        for (const ref of refs) onRecord(await retryWhenLimited(() => evaluateAnswer(prep.id, ref)));
        const record = await submitSection(prep.id, section, round);
        onRecord(record);
        toaster.create({ type: 'success', title: `${label} submitted`, description: 'Your answers are scored: see them in the analysis.' });
      } catch (error) {
        if (handleAuth(error)) return;
        console.error(`Submitting ${label} failed`, error);
        toaster.create({ type: 'error', title: 'Could not submit your answers. Please try again.' });
      } finally {
        setSubmitting(null);
        window.setTimeout(() => void refetch(), PREP_REFETCH_DELAY_MS);
      }
    },
    [prep.id, prep.user_answers, answerOf, onRecord, refetch, handleAuth],
  );

  return { submit, submitting };
}
