// The analytics call: the signed-in user's dashboard, built by the gateway from their real results.
import { apiFetch, type AnalyticsDashboard } from '@bullpen/shared';

export type { AnalyticsResult as ActivityResult, AnalyticsDashboard, ScoreByLabel } from '@bullpen/shared';

export const fetchDashboard = (signal?: AbortSignal) => apiFetch<AnalyticsDashboard>('/api/analytics/me', { signal });

/** '2 days ago', 'today', 'just now': the §3 completedOn text. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} day${days === 1 ? '' : 's'} ago`;
  const months = Math.round(days / 30);
  if (months < 12) return `${months} month${months === 1 ? '' : 's'} ago`;
  const years = Math.round(days / 365);
  return `${years} year${years === 1 ? '' : 's'} ago`;
}
