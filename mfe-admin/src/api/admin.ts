// The admin area's calls to the gateway (gateway/src/admin): figures, users and roles, events, the
// question bank, the results report and the audit log. Every one needs an admin's token.
import {
  apiFetch,
  useSessionStore,
  type ActivityItem,
  type AdminQuestion,
  type AuditEntry,
  type CommunityEvent,
  type CommunityEventInput,
  type DashboardStats,
  type Insights,
  type InterviewType,
  type MockInterviewPage,
  type Question,
  type RoleName,
  type SpecializationChoice,
  type TopCandidate,
  type UserSummary,
} from '@bullpen/shared';

export type {
  ActivityItem,
  AdminQuestion,
  AuditEntry,
  DashboardStats,
  Insights,
  MockInterviewPage,
  MockInterviewSummary,
  RoleName,
  SpecializationChoice,
  TopCandidate,
  UserSummary,
} from '@bullpen/shared';

export type QuestionEdit = Partial<Pick<Question, 'difficulty' | 'topic' | 'question' | 'keyConcepts'>>;

export const fetchOverview = (signal?: AbortSignal) => apiFetch<DashboardStats>('/api/admin/overview', { signal });
export const fetchCandidates = (signal?: AbortSignal) =>
  apiFetch<{ topFive: TopCandidate[]; recentActivity: ActivityItem[] }>('/api/admin/candidates', { signal });
export const fetchInsights = (signal?: AbortSignal) => apiFetch<Insights>('/api/admin/insights', { signal });

export const findUsers = (query: string, signal?: AbortSignal) =>
  apiFetch<UserSummary[]>(`/api/admin/users?query=${encodeURIComponent(query)}`, { signal });
export const setRole = (userId: string, role: RoleName, granted: boolean) =>
  apiFetch<UserSummary>(`/api/admin/users/${encodeURIComponent(userId)}/roles`, { body: { role, granted } });

export const fetchEvents = (signal?: AbortSignal) => apiFetch<{ events: CommunityEvent[] }>('/api/admin/events', { signal });
export const createEvent = (event: Omit<CommunityEventInput, 'id'> & { id?: string }) => apiFetch<CommunityEvent>('/api/admin/events', { body: event });
export const updateEvent = (id: string, event: Omit<CommunityEventInput, 'id'>) =>
  apiFetch<CommunityEvent>(`/api/admin/events/${encodeURIComponent(id)}`, { method: 'PUT', body: event });
export const deleteEvent = (id: string) => apiFetch<null>(`/api/admin/events/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchQuestions = (specialization: string, interviewType: InterviewType | undefined, signal?: AbortSignal) =>
  apiFetch<{ questions: AdminQuestion[] }>(
    `/api/admin/questions?specialization=${encodeURIComponent(specialization)}${interviewType ? `&interviewType=${encodeURIComponent(interviewType)}` : ''}`,
    { signal },
  );
export const updateQuestion = (id: string, edit: QuestionEdit) =>
  apiFetch<AdminQuestion>(`/api/admin/questions/${encodeURIComponent(id)}`, { method: 'PATCH', body: edit });

export interface MockInterviewQuery {
  page: number;
  pageSize: number;
  /** One user's only. */
  user?: string;
}

export const fetchMockInterviews = ({ page, pageSize, user }: MockInterviewQuery, signal?: AbortSignal) =>
  apiFetch<MockInterviewPage>(`/api/admin/mock-interviews?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(user ? { user } : {}) })}`, {
    signal,
  });
export const fetchUser = (id: string, signal?: AbortSignal) => apiFetch<UserSummary>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });

/** The built-in specializations and those admins added (the list practice shows too). */
export const fetchSpecializations = (signal?: AbortSignal) => apiFetch<{ specializations: SpecializationChoice[] }>('/api/specializations', { signal });
export const addSpecialization = (input: { name: string; description: string }) => apiFetch<SpecializationChoice>('/api/admin/specializations', { body: input });

export const fetchAudit = (signal?: AbortSignal) => apiFetch<{ entries: AuditEntry[] }>('/api/admin/audit?limit=100', { signal });

/** The results report as a file: fetched with the admin's token, handed to the browser as a download. */
export async function downloadResultsCsv(): Promise<void> {
  const token = useSessionStore.getState().accessToken;
  const response = await fetch('/api/admin/reports/results.csv', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The report could not be created (${response.status}).`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'bullpen-results.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
