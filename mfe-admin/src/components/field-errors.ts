// The gateway's per-field messages (ApiError.fields), for a form to show beside its inputs.
import { ApiError } from '@bullpen/shared';

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
