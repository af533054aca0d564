// The company area's calls to the gateway (gateway/src/company): talent views, matching and the chat.
// Errors arrive as the shared ApiError (status, code and message from the gateway).
import { apiFetch, type CandidateMatchRequest } from '@bullpen/shared';

export interface CandidateCard {
  id: string;
  name: string;
  university: string;
  specialization: { id: string; name: string } | null;
  avatarUrl: string | null;
  /** A DEMO_MODE sample: shown with a 'Sample candidate' badge. */
  sample: boolean;
}

export interface TalentEntry extends CandidateCard {
  rank: number;
  xp: number;
  score: number;
  currentScore: number;
  improvement: number | null;
}

export interface Talent {
  topPerformers: TalentEntry[];
  mostImproved: TalentEntry[];
}

export interface CandidateDetail {
  candidate: CandidateCard;
  xp: number;
  specializationXp: Array<{ id: string; name: string; xp: number }>;
  bestResults: Array<{ question: string; specialization: string; interviewType: string; score: number; date: string | null }>;
}

export interface CandidateMatchResult {
  candidate: CandidateCard;
  matchScore: number;
  reasons: string[];
}

export interface ChatMessage {
  id: string;
  sender: 'company' | 'candidate';
  body: string;
  createdAt: string;
}

export interface ScheduledInterview {
  id: string;
  date: string;
  time: string;
  createdAt: string;
}

export interface CompanyThread {
  candidate: CandidateCard;
  messages: ChatMessage[];
  interviews: ScheduledInterview[];
}

export interface CompanyConversation {
  candidate: CandidateCard;
  lastMessage: ChatMessage | null;
  lastMessageAt: string;
}

const candidatePath = (id: string) => `/api/company/chat/${encodeURIComponent(id)}`;

/** Answers 400 `invalid_email_domain` for an address outside the company domains. */
export const checkCompanyEmail = (email: string) => apiFetch<{ allowed: true }>('/api/company/login-check', { body: { email } });

export const fetchTalent = (signal?: AbortSignal) => apiFetch<Talent>('/api/company/talent', { signal });

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
