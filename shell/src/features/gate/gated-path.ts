// Which paths the shared-password gate covers (spec 01 §2.1, §4.6).

export const GATED_PREFIXES = ['/aihub', '/training', '/skills', '/skill-games'] as const;

/** The key under which the unlocked gate's token is remembered. */
export const GATE_TOKEN_KEY = 'aiHubAccess';

export function isGatedPath(pathname: string): boolean {
  return GATED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
