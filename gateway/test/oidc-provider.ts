// Test support: a local OpenID Connect provider (the oidc-provider package) standing in for Google or
// LinkedIn, with one confidential client. Its sign-in page asks for an e-mail address (every address
// is an account there, its e-mail verified); a test may instead sign the next visitor in as an account
// of its choice, without a page, with `signInNextAs`.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParameterizedContext } from 'koa';
import Provider from 'oidc-provider';

export type ProviderAccount = {
  /** The provider's subject identifier. */
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
};

export interface LocalOidcProvider {
  /** e.g. http://127.0.0.1:41234 */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next sign-in, however it starts, is this account's, with no page shown. */
  signInNextAs(account: ProviderAccount): void;
  close(): Promise<void>;
}

export interface LocalOidcProviderOptions {
  /** The relying party's callback(s), e.g. PUBLIC_URL/auth/v1/callback. */
  redirectUris: string[];
  /** 0 (the default): any free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/** The account an address typed on the sign-in page stands for. */
export function accountForEmail(email: string): ProviderAccount {
  // gina+1234@example.com is Gina.
  const name = email.split(/[@+]/)[0] ?? email;
  return { sub: `subject-${email}`, email, email_verified: true, name: name.charAt(0).toUpperCase() + name.slice(1) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in - Local provider</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem">
<h1>Sign in to continue to Bullpen</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label><br><input id="email" name="email" type="email" required autocomplete="email" style="box-sizing:border-box;width:100%;padding:.5rem"><br><br>
<button type="submit">Sign in</button>
</form></body></html>`;
}

async function formOf(ctx: ParameterizedContext): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const clientId = options.clientId ?? 'bullpen-test-client';
  const clientSecret = options.clientSecret ?? 'bullpen-test-client-secret';
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['local-oidc-provider-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, the ID token carries the e-mail claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? accountForEmail(id);
      return { accountId: id, claims: () => account };
    },
    // A first-party client: no consent screen, every scope asked for is granted.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!ctx.oidc.client || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  async function finish(ctx: ParameterizedContext, account: ProviderAccount) {
    accounts.set(account.sub, account);
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    ctx.respond = false;
  }

  provider.use(async (ctx, nextMiddleware) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match?.[1]) return nextMiddleware();
    await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'POST') {
      const email = (await formOf(ctx)).get('email')?.trim().toLowerCase();
      if (email) return finish(ctx, accountForEmail(email));
    }
    if (next) {
      const account = next;
      next = undefined;
      return finish(ctx, account);
    }
    ctx.type = 'html';
    ctx.body = signInPage(match[1]);
  });

  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    signInNextAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
