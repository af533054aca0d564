// Typed fetch for the gateway's /api: adds the signed-in user's bearer token, turns error JSON into ApiError.
import { useSessionStore } from '../stores/session';

/** What the gateway answers on failure: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (file uploads); wins over `body`. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Bullpen. Check your connection and try again.';

/** A 502/503/504 that carried no message of its own (e.g. from a proxy in front of the gateway). */
export const UNAVAILABLE_MESSAGE = 'Bullpen is unavailable right now. Please try again in a moment.';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/** Builds the ApiError for a failed response from whatever JSON (or nothing) it carried. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const fallback = status >= 502 && status <= 504 ? UNAVAILABLE_MESSAGE : `The request failed (${status}).`;
  const message = typeof error?.message === 'string' ? error.message : fallback;
  return new ApiError(status, code, message, isStringRecord(error?.fields) ? error.fields : undefined);
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { body, formData, signal } = request;
  const token = useSessionStore.getState().accessToken;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (formData) payload = formData;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const method = request.method ?? (payload === undefined ? 'GET' : 'POST');

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'invalid_response', `The answer from ${path} was not JSON.`);
  }
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}
