// The page a visitor wanted before being sent to log in (spec 01 §4.2, §4.6), kept in localStorage.

export const POST_LOGIN_REDIRECT_KEY = 'post_login_redirect';

export function rememberPostLoginRedirect(path: string, storage: Storage = localStorage) {
  storage.setItem(POST_LOGIN_REDIRECT_KEY, path);
}

export function peekPostLoginRedirect(storage: Storage = localStorage): string | null {
  const path = storage.getItem(POST_LOGIN_REDIRECT_KEY);
  // Only same-site paths: never an absolute URL someone planted.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Returns the stored path and forgets it. */
export function takePostLoginRedirect(storage: Storage = localStorage): string | null {
  const path = peekPostLoginRedirect(storage);
  storage.removeItem(POST_LOGIN_REDIRECT_KEY);
  return path;
}

export function pathOf(target: string): string {
  return target.split(/[?#]/)[0] ?? target;
}
