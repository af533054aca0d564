// The OpenID Connect providers the embedded auth service signs in with (Google, LinkedIn), through
// openid-client: each found from its issuer's discovery document the first time it is needed.
import * as oidc from 'openid-client';
import type { OAuthClientConfig, OAuthProvidersConfig } from '../config';

/** What supabase-js calls the providers (`signInWithOAuth({ provider })`). */
export const OAUTH_PROVIDERS = ['google', 'linkedin_oidc'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProviderName, string> = { google: 'Google', linkedin_oidc: 'LinkedIn' };

/** Seconds a provider may take to answer one request (discovery, the code exchange, userinfo). */
const PROVIDER_TIMEOUT_S = 10;
/** What every sign-in asks for: who the person is and their e-mail address. */
export const OAUTH_SCOPES = 'openid email profile';

export const isOAuthProvider = (value: unknown): value is OAuthProviderName => OAUTH_PROVIDERS.includes(value as OAuthProviderName);

export interface OAuthProviders {
  /** The providers configured here, for GET /settings and the browser. */
  enabled(): Record<OAuthProviderName, boolean>;
  /** The provider's client; rejects when its discovery document cannot be fetched (tried again next time). */
  client(provider: OAuthProviderName): Promise<oidc.Configuration>;
}

function clientConfig(config: OAuthProvidersConfig, provider: OAuthProviderName): OAuthClientConfig | undefined {
  return provider === 'google' ? config.google : config.linkedin;
}

export function createOAuthProviders(config: OAuthProvidersConfig): OAuthProviders {
  const discovered = new Map<OAuthProviderName, Promise<oidc.Configuration>>();

  function discover({ issuer, clientId, clientSecret }: OAuthClientConfig): Promise<oidc.Configuration> {
    // Config accepts http only for an issuer on this machine (a local provider in tests).
    const execute = issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
    return oidc.discovery(new URL(issuer), clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
      execute,
      timeout: PROVIDER_TIMEOUT_S,
    });
  }

  return {
    enabled: () => ({ google: Boolean(config.google), linkedin_oidc: Boolean(config.linkedin) }),

    client(provider) {
      const settings = clientConfig(config, provider);
      if (!settings) return Promise.reject(new Error(`${provider} is not configured`));
      let found = discovered.get(provider);
      if (!found) {
        found = discover(settings);
        // A provider that was unreachable is asked again on the next sign-in rather than never.
        found.catch(() => discovered.delete(provider));
        discovered.set(provider, found);
      }
      return found;
    },
  };
}
