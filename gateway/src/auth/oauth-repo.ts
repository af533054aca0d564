// Data access of sign-in with a provider: the trips to the provider and back (auth_oauth_flows) and the
// identities they link to accounts (auth_identities).
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { authIdentities, authOauthFlows } from '../db/schema';

export type OAuthFlowRow = typeof authOauthFlows.$inferSelect;
export type IdentityRow = typeof authIdentities.$inferSelect;

export interface NewOAuthFlow {
  stateHash: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectTo: string;
  codeChallenge: string | null;
  codeChallengeMethod: 's256' | 'plain' | null;
  expiresAt: Date;
}

export interface IdentityClaims {
  provider: string;
  providerSubject: string;
  email: string | null;
  emailVerified: boolean;
  identityData: Record<string, unknown>;
}

export function createOAuthRepo(db: Database) {
  return {
    /** Stores a new flow; flows past their expiry are cleared on the way, so the table stays small. */
    async insertFlow(flow: NewOAuthFlow): Promise<void> {
      await db.delete(authOauthFlows).where(lt(authOauthFlows.expiresAt, sql`now() - interval '1 day'`));
      await db.insert(authOauthFlows).values(flow);
    },

    /** Uses up the flow of this state if it is unused and unexpired: a state works once. */
    async consumeFlow(stateHash: string): Promise<OAuthFlowRow | undefined> {
      const [row] = await db
        .update(authOauthFlows)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authOauthFlows.stateHash, stateHash), isNull(authOauthFlows.usedAt), gt(authOauthFlows.expiresAt, sql`now()`)))
        .returning();
      return row;
    },

    /** Gives a PKCE flow the app's code and the user it signs in. */
    async setAuthCode(flowId: string, authCodeHash: string, userId: string): Promise<void> {
      await db.update(authOauthFlows).set({ authCodeHash, userId }).where(eq(authOauthFlows.id, flowId));
    },

    /** Uses up the app's code if it is unused and its flow unexpired: a code works once. */
    async consumeAuthCode(authCodeHash: string): Promise<OAuthFlowRow | undefined> {
      const [row] = await db
        .update(authOauthFlows)
        .set({ authCodeUsedAt: sql`now()` })
        .where(
          and(
            eq(authOauthFlows.authCodeHash, authCodeHash),
            isNull(authOauthFlows.authCodeUsedAt),
            isNotNull(authOauthFlows.userId),
            gt(authOauthFlows.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    async findIdentity(provider: string, providerSubject: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(authIdentities)
        .where(and(eq(authIdentities.provider, provider), eq(authIdentities.providerSubject, providerSubject)));
      return row;
    },

    /** Links the identity to the user, or refreshes what the provider said about it last. */
    async saveIdentity(userId: string, claims: IdentityClaims): Promise<void> {
      const now = sql`now()`;
      await db
        .insert(authIdentities)
        .values({ userId, ...claims, lastSignInAt: now })
        .onConflictDoUpdate({
          target: [authIdentities.provider, authIdentities.providerSubject],
          set: { email: claims.email, emailVerified: claims.emailVerified, identityData: claims.identityData, lastSignInAt: now, updatedAt: now },
        });
    },

  };
}

export type OAuthRepo = ReturnType<typeof createOAuthRepo>;
