// The candidate's side of the company chat (gateway/src/company): conversations recruiters started
// with them, the thread of one, and a reply.
import { apiFetch, type CandidateConversation, type CandidateThread, type ChatMessage } from '@bullpen/shared';

export type { CandidateConversation, CandidateThread, ChatMessage } from '@bullpen/shared';

const path = (id: string) => `/api/messages/conversations/${encodeURIComponent(id)}`;

export const fetchConversations = (signal?: AbortSignal) =>
  apiFetch<{ conversations: CandidateConversation[] }>('/api/messages/conversations', { signal });

export const fetchThread = (id: string, signal?: AbortSignal) => apiFetch<CandidateThread>(path(id), { signal });

export const sendReply = (id: string, body: string) => apiFetch<{ message: ChatMessage }>(`${path(id)}/messages`, { body: { body } });
