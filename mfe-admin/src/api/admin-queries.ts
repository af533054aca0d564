// What the admin portal loads, named in the area's query cache, so a change reloads what it changed.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { InterviewType, SpecializationId } from '@bullpen/shared';

export const ADMIN_QUERIES = {
  overview: ['admin', 'overview'],
  insights: ['admin', 'insights'],
  candidates: ['admin', 'candidates'],
  events: ['admin', 'events'],
  audit: ['admin', 'audit'],
  /** Every search's answer: a role change may change any of them. */
  users: ['admin', 'users'],
  userSearch: (query: string) => ['admin', 'users', query],
  questions: (specialization: SpecializationId, type: InterviewType) => ['admin', 'questions', specialization, type],
  /** Every page of mock interviews, everyone's or one user's. */
  mockInterviews: ['admin', 'mock-interviews'],
  mockInterviewPage: (query: { page: number; pageSize: number; user?: string }) => ['admin', 'mock-interviews', query],
  user: (id: string) => ['admin', 'user', id],
  /** The list every area reads: the built-in specializations and those admins added. */
  specializations: ['specializations'],
} as const;

/** After an admin's change: what it changed loads again, and so does the audit log that records every change. */
export function useReloadAfterChange(): (...changed: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return async (...changed) => {
    await Promise.all([...changed, ADMIN_QUERIES.audit].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
