// The prep form draft kept in the browser under 'personalizedPrepForm' (spec §2.9), cleared on Start Over.
import { DEFAULT_PREP_LEVEL, PREP_FORM_STORAGE_KEY, PREP_LEVELS } from '@bullpen/shared';

export interface PrepFormDraft {
  companyName: string;
  position: string;
  level: string;
  jobDescription: string;
  companyIdealProfile: string;
  /** The CV already uploaded for this draft, if any. */
  cvKey: string;
  cvFileName: string;
}

export const EMPTY_DRAFT: PrepFormDraft = {
  companyName: '',
  position: '',
  level: DEFAULT_PREP_LEVEL,
  jobDescription: '',
  companyIdealProfile: '',
  cvKey: '',
  cvFileName: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function loadFormDraft(storage: Storage = localStorage): PrepFormDraft {
  try {
    const saved = JSON.parse(storage.getItem(PREP_FORM_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_DRAFT;
    const level = text(saved.level);
    return {
      companyName: text(saved.companyName),
      position: text(saved.position),
      level: (PREP_LEVELS as readonly string[]).includes(level) ? level : DEFAULT_PREP_LEVEL,
      jobDescription: text(saved.jobDescription),
      companyIdealProfile: text(saved.companyIdealProfile),
      cvKey: text(saved.cvKey),
      cvFileName: text(saved.cvFileName),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveFormDraft(draft: PrepFormDraft, storage: Storage = localStorage) {
  try {
    storage.setItem(PREP_FORM_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
}

export function clearFormDraft(storage: Storage = localStorage) {
  storage.removeItem(PREP_FORM_STORAGE_KEY);
}

/** Whether the person has typed anything (the level alone does not count). */
export function hasDraftText(draft: PrepFormDraft): boolean {
  return [draft.companyName, draft.position, draft.jobDescription, draft.companyIdealProfile].some((v) => v.trim() !== '');
}
