// The demo page's calls: the waitlist, the newest demo video, and an admin's upload of a new one.
import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch, toApiError, useSessionStore } from '@bullpen/shared';

export interface WaitlistAnswer {
  /** True when the address was on the list before. */
  already?: boolean;
}

export function joinWaitlist(email: string): Promise<WaitlistAnswer> {
  return apiFetch<WaitlistAnswer>('/api/waitlist', { method: 'POST', body: { email } });
}

export interface DemoVideo {
  url: string;
  uploadedAt: string;
}

/** The newest demo video, or null when none has been uploaded yet. */
export async function fetchDemoVideo(signal: AbortSignal): Promise<DemoVideo | null> {
  try {
    return await apiFetch<DemoVideo>('/api/demo-video', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface Upload {
  done: Promise<DemoVideo>;
  abort(): void;
}

/**
 * Sends the file as the request body with XMLHttpRequest, the one browser API that reports upload
 * progress; `onProgress` gets the fraction sent (0–1).
 */
export function uploadDemoVideo(file: Blob, contentType: string, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<DemoVideo>((resolve, reject) => {
    xhr.open('POST', '/api/demo-video');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSessionStore.getState().accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // A non-JSON answer is reported by status below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as DemoVideo);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was cancelled.'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
