// Gateway answers the admin portal's screen tests share: mock interviews and the specialization list.
import { http, HttpResponse } from 'msw';
import { SPECIALIZATIONS } from '@bullpen/shared';
import type { MockInterviewSummary, SpecializationChoice } from '../api/admin';

export const BUILT_IN_SPECIALIZATIONS: SpecializationChoice[] = SPECIALIZATIONS.map((s) => ({ id: s.id, name: s.name, description: '', added: false }));

export const specializationList = (list: SpecializationChoice[] = BUILT_IN_SPECIALIZATIONS) =>
  http.get('/api/specializations', () => HttpResponse.json({ specializations: list }));

/** Answers every page with `items` as page 1 of `total`. */
export const mockInterviewList = (items: MockInterviewSummary[] = [], total = items.length) =>
  http.get('/api/admin/mock-interviews', ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({ items, total, page: Number(params.get('page')), pageSize: Number(params.get('pageSize')) });
  });

/** Pro requests waiting for an admin (User Management). */
export const proRequestList = (requests: unknown[] = []) => http.get('/api/admin/pro-requests', () => HttpResponse.json({ requests }));

/** The dashboard's recent mock interviews, the specialization list and the Pro requests: none added, none taken, none waiting. */
export const portalDefaults = () => [mockInterviewList(), specializationList(), proRequestList()];

export function mockInterview(id: string, overrides: Partial<MockInterviewSummary> = {}): MockInterviewSummary {
  return {
    id,
    user: { id: `user-${id}`, name: 'Sam Student', email: 'sam@student.test' },
    specialization: 'Investment Banking',
    startedAt: '2026-11-24T09:30:00.000Z',
    answers: 6,
    questions: 6,
    averageScore: 72,
    ...overrides,
  };
}
