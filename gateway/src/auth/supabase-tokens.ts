// With SUPABASE_URL set, /api trusts Supabase's access tokens, verified with the project's JWT secret
// (/auth/v1 itself is forwarded to Supabase: ../proxy/supabase-proxy.ts).
import { createAccessTokens } from './access-tokens';
import type { AccessTokenVerifier } from './middleware';

/** Verifies Supabase access tokens (HS256 with the project's JWT secret); Supabase itself tracks sessions. */
export function supabaseTokenVerifier(supabaseUrl: string, key: Uint8Array): AccessTokenVerifier {
  const tokens = createAccessTokens({ key, issuer: `${supabaseUrl}/auth/v1`, ttl: 0 });
  return async (token) => {
    const { userId, email } = await tokens.verify(token);
    return { id: userId, email };
  };
}
