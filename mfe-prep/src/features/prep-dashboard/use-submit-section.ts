// Submitting a section (spec §4): each answer is saved, then each is evaluated one by one, then the
// section is marked submitted and the total score updated.
import { useCallback, useState } from 'react';
import { PREP_REFETCH_DELAY_MS, toaster, type PrepRecord, type PrepSection } from '@bullpen/shared';
import { evaluateAnswer, saveAnswer, submitSection } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';

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
      const refs = Array.from({ length: count }, (_, questionId) => ({ section, round, questionId })).filter(
        (ref) => answerOf(section, round, ref.questionId).trim() !== '',
      );
      try {
        for (const ref of refs) await saveAnswer(prep.id, ref, answerOf(section, round, ref.questionId));
        for (const ref of refs) onRecord(await evaluateAnswer(prep.id, ref));
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
    [prep.id, answerOf, onRecord, refetch, handleAuth],
  );

  return { submit, submitting };
}
