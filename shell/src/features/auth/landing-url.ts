// What the URL of the page load said about authentication (spec 01 §4.1, §4.3), read before
// supabase-js consumes and clears the fragment.

export interface AuthCallback {
  /** The URL carried a session (an e-mail link or an OAuth return). */
  hasToken: boolean;
  /** `type` from the fragment or query: signup, recovery, magiclink… */
  type: string | null;
  /** error_description, else error, from the fragment or query. */
  error: string | null;
}

const CALLBACK_PARAMS = ['access_token', 'refresh_token', 'expires_at', 'expires_in', 'token_type', 'type', 'error', 'error_code', 'error_description', 'provider_token'];

export function readAuthCallback(hash: string, search: string): AuthCallback {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    hasToken: Boolean(pick('access_token')),
    type: pick('type'),
    error: pick('error_description') ?? pick('error'),
  };
}

export function isRecoveryLink(callback: AuthCallback): boolean {
  return callback.type === 'recovery';
}

/** The URL without its auth parameters, so an error does not linger in the address bar. */
export function withoutAuthParams(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const name of CALLBACK_PARAMS) query.delete(name);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const isAuthFragment = CALLBACK_PARAMS.some((name) => fragment.has(name));
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${isAuthFragment ? '' : url.hash}`;
}

let landing: AuthCallback = { hasToken: false, type: null, error: null };

/** Called once by the bootstrap, before the auth client reads the URL. */
export function captureLandingUrl(location: Pick<Location, 'hash' | 'search'> = window.location) {
  landing = readAuthCallback(location.hash, location.search);
}

export function landingCallback(): AuthCallback {
  return landing;
}
