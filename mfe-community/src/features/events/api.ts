// GET /api/events: every event, soonest first.
import { apiFetch, type CommunityEvent } from '@bullpen/shared';

export async function fetchEvents(signal: AbortSignal): Promise<CommunityEvent[]> {
  const { events } = await apiFetch<{ events: CommunityEvent[] }>('/api/events', { signal });
  return events;
}
