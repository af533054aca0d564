// The specialization list from the gateway (gateway/src/specializations): the built-in six, then those
// an admin added from the portal.
import { apiFetch, type SpecializationChoice } from '@bullpen/shared';

export type { SpecializationChoice } from '@bullpen/shared';

export const SPECIALIZATIONS_QUERY = ['specializations'] as const;

export const fetchSpecializations = (signal?: AbortSignal) => apiFetch<{ specializations: SpecializationChoice[] }>('/api/specializations', { signal });
