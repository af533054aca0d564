// Where the auth service may send a browser: only the app's own origin (PUBLIC_URL), with results in the fragment.

/** `candidate` when it is an absolute URL on PUBLIC_URL's origin, else `fallback`. */
export function safeRedirect(publicUrl: string, candidate: unknown, fallback: string = publicUrl): string {
  return usableRedirect(publicUrl, candidate) ?? fallback;
}

/** `candidate` when it is an absolute URL on PUBLIC_URL's origin, else undefined. */
export function usableRedirect(publicUrl: string, candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.origin === new URL(publicUrl).origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** `url` with `params` as its fragment (replacing any fragment it had). */
export function withFragment(url: string, params: Record<string, string | number>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return target.toString();
}
