// Pro requests waiting for an admin (gateway/src/billing): the list, and granting or declining one.
import { apiFetch, type PendingProRequest, type ProRequest } from '@bullpen/shared';

export type { PendingProRequest } from '@bullpen/shared';

export type ProDecision = 'grant' | 'decline';

export const PRO_REQUESTS_KEY = ['admin', 'pro-requests'] as const;

export async function fetchProRequests(signal: AbortSignal): Promise<PendingProRequest[]> {
  const { requests } = await apiFetch<{ requests: PendingProRequest[] }>('/api/admin/pro-requests', { signal });
  return requests;
}

export const decideProRequest = (id: string, decision: ProDecision) =>
  apiFetch<ProRequest>(`/api/admin/pro-requests/${encodeURIComponent(id)}/${decision}`, { method: 'POST' });
