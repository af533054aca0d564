// The company area's calls to the gateway (gateway/src/company): talent views, matching and the chat.
// Errors arrive as the shared ApiError (status, code and message from the gateway).
import {
  apiFetch,
  type CandidateDetail,
  type CandidateMatchRequest,
  type CandidateMatchResult,
  type ChatMessage,
  type CompanyConversation,
  type CompanyThread,
  type ScheduledInterview,
  type Talent,
} from '@bullpen/shared';

export type {
  CandidateCard,
  CandidateDetail,
  CandidateMatchResult,
  ChatMessage,
  CompanyConversation,
  CompanyThread,
  ScheduledInterview,
  Talent,
  TalentEntry,
} from '@bullpen/shared';

const candidatePath = (id: string) => `/api/company/chat/${encodeURIComponent(id)}`;

/** Answers 400 `invalid_email_domain` for an address outside the company domains, unless its account holds the company role. */
export const checkCompanyEmail = (email: string) => apiFetch<{ allowed: true }>('/api/company/login-check', { body: { email } });

export const fetchTalent = (signal?: AbortSignal) => apiFetch<Talent>('/api/company/talent', { signal });

/** The public demo's talent dashboard: sample candidates only, for visitors. */
export const fetchDemoTalent = (signal?: AbortSignal) => apiFetch<Talent>('/api/company/demo/talent', { signal });

export const fetchCandidate = (id: string, signal?: AbortSignal) =>
  apiFetch<CandidateDetail>(`/api/company/candidates/${encodeURIComponent(id)}`, { signal });

export const matchCandidates = (request: CandidateMatchRequest) =>
  apiFetch<{ matches: CandidateMatchResult[] }>('/api/company/match', { body: request });

export const fetchConversations = (signal?: AbortSignal) =>
  apiFetch<{ conversations: CompanyConversation[] }>('/api/company/conversations', { signal });

export const fetchThread = (candidateId: string, signal?: AbortSignal) => apiFetch<CompanyThread>(candidatePath(candidateId), { signal });

export const sendMessage = (candidateId: string, body: string) =>
  apiFetch<{ message: ChatMessage }>(`${candidatePath(candidateId)}/messages`, { body: { body } });

export const scheduleInterview = (candidateId: string, slot: { date: string; time: string }) =>
  apiFetch<{ interview: ScheduledInterview; message: ChatMessage }>(`${candidatePath(candidateId)}/interviews`, { body: slot });
