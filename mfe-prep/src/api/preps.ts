// Typed calls of the prep area to the gateway's /api/preps (spec §7.6–7.8); the bearer token is added by apiFetch.
import { apiFetch, type PrepRecord, type PrepSection } from '@bullpen/shared';

export interface PrepFormValues {
  companyName: string;
  position: string;
  level: string;
  jobDescription: string;
  companyIdealProfile: string;
  cvKey?: string | null;
}

export interface AnswerRef {
  section: PrepSection;
  questionId: number;
  round: number;
}

export interface UploadedCv {
  cvKey?: string;
  fileName?: string;
}

export interface PrepFeedbackValues {
  likes: string;
  improvements: string;
  other_suggestions: string;
}

const prepUrl = (id: string, rest = '') => `/api/preps/${encodeURIComponent(id)}${rest}`;

/** The user's preps, newest first. */
export const fetchPreps = (signal?: AbortSignal) => apiFetch<PrepRecord[]>('/api/preps', { signal });

export const createPrep = (values: PrepFormValues) => apiFetch<PrepRecord>('/api/preps', { method: 'POST', body: values });

export function uploadPrepCv(file: File): Promise<UploadedCv> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return apiFetch<UploadedCv>('/api/preps/cv', { method: 'POST', formData });
}

export const saveAnswer = (id: string, ref: AnswerRef, answer: string) =>
  apiFetch<PrepRecord>(prepUrl(id, '/answers'), { method: 'PUT', body: { ...ref, answer } });

export const evaluateAnswer = (id: string, ref: AnswerRef) =>
  apiFetch<PrepRecord>(prepUrl(id, '/answers/evaluate'), { method: 'POST', body: ref });

export const submitSection = (id: string, section: PrepSection, round: number) =>
  apiFetch<PrepRecord>(prepUrl(id, '/submit-section'), { method: 'POST', body: { section, round } });

export const resetPrep = (id: string) => apiFetch<PrepRecord>(prepUrl(id, '/reset'), { method: 'POST' });

export const sendPrepFeedback = (id: string, feedback: PrepFeedbackValues) =>
  apiFetch<{ id: string }>(prepUrl(id, '/feedback'), { method: 'POST', body: feedback });
