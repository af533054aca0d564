// The answers being typed on the dashboard, per question: started from the saved answers and kept
// in the browser until submitted, so a reload or the 5-second refresh never loses a word.
import { useCallback, useEffect, useState } from 'react';
import { idealAnswerKey, type PrepRecord, type PrepSection } from '@bullpen/shared';

export type Drafts = Record<string, string>;

export const draftKey = (section: PrepSection, round: number, questionId: number) => idealAnswerKey({ section, round, questionId });

const storageKey = (prepId: string) => `personalizedPrepAnswers:${prepId}`;

function loadStored(prepId: string): Drafts {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(prepId)) ?? '{}') as unknown;
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter(([, v]) => typeof v === 'string')) as Drafts;
  } catch {
    return {};
  }
}

export function forgetAnswerDrafts(prepId: string) {
  localStorage.removeItem(storageKey(prepId));
}

export function useAnswerDrafts(prep: PrepRecord | undefined) {
  const prepId = prep?.id;
  const [drafts, setDrafts] = useState<Drafts>({});

  useEffect(() => {
    if (prepId) setDrafts(loadStored(prepId));
  }, [prepId]);

  const setDraft = useCallback(
    (key: string, value: string) => {
      setDrafts((current) => {
        const next = { ...current, [key]: value };
        if (prepId) {
          try {
            localStorage.setItem(storageKey(prepId), JSON.stringify(next));
          } catch {
            // Storage full or disabled: the answer stays in the page.
          }
        }
        return next;
      });
    },
    [prepId],
  );

  const clear = useCallback(() => {
    if (prepId) forgetAnswerDrafts(prepId);
    setDrafts({});
  }, [prepId]);

  /** What the box shows: the draft, else the answer saved on the server. */
  const valueOf = useCallback(
    (section: PrepSection, round: number, questionId: number) => {
      const key = draftKey(section, round, questionId);
      if (key in drafts) return drafts[key] ?? '';
      return prep?.user_answers.find((a) => a.section === section && a.round === round && a.questionId === questionId)?.answer ?? '';
    },
    [drafts, prep],
  );

  return { valueOf, setDraft, clear };
}
