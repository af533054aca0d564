// The candidate's side of the company chat (gateway/src/company): conversations recruiters started
// with them, the thread of one, and a reply.
import { apiFetch } from '@bullpen/shared';

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

export interface CompanyContact {
  name: string;
  organisation: string;
}

export interface CandidateConversation {
  id: string;
  company: CompanyContact;
  lastMessage: ChatMessage | null;
  lastMessageAt: string;
}

export interface CandidateThread {
  id: string;
  company: CompanyContact;
  messages: ChatMessage[];
  interviews: ScheduledInterview[];
}

const path = (id: string) => `/api/messages/conversations/${encodeURIComponent(id)}`;

export const fetchConversations = (signal?: AbortSignal) =>
  apiFetch<{ conversations: CandidateConversation[] }>('/api/messages/conversations', { signal });

export const fetchThread = (id: string, signal?: AbortSignal) => apiFetch<CandidateThread>(path(id), { signal });

export const sendReply = (id: string, body: string) => apiFetch<{ message: ChatMessage }>(`${path(id)}/messages`, { body: { body } });
