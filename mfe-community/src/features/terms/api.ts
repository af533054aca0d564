// GET /api/community/info: the team's contact address, from the gateway's configuration.
import { apiFetch } from '@bullpen/shared';

export interface CommunityInfo {
  contactEmail: string;
}

export function fetchCommunityInfo(signal: AbortSignal): Promise<CommunityInfo> {
  return apiFetch<CommunityInfo>('/api/community/info', { signal });
}
