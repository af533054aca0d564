// Data access of the embedded auth service: users, sessions, refresh tokens, one-time tokens.
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import {
  authIdentities,
  authOneTimeTokens,
  authRefreshTokens,
  authSessions,
  authUsers,
  type AuthSessionMethod,
  type OneTimeTokenType,
} from '../db/schema';

export type AuthUserRow = typeof authUsers.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;

export type UserChanges = Partial<
  Pick<
    AuthUserRow,
    'passwordHash' | 'emailConfirmedAt' | 'confirmationSentAt' | 'recoverySentAt' | 'lastSignInAt' | 'userMetadata'
  >
>;

/** What presenting a refresh token found. */
export type RefreshTokenState =
  | { state: 'unknown' }
  | { state: 'revoked' }
  | { state: 'used'; session: AuthSessionRow }
  /** `issuedAt`: when the exchanged token was handed out, the session's last refresh. */
  | { state: 'exchanged'; session: AuthSessionRow; issuedAt: Date };

/** Which of a user's sessions a logout ends. */
export type SessionScope = { kind: 'all' } | { kind: 'only'; sessionId: string } | { kind: 'allBut'; sessionId: string };

/** The repo's writes that run together in one transaction (AuthRepo.inTransaction). */
export interface AuthTransaction {
  exchangeRefreshToken(tokenHash: string): Promise<RefreshTokenState>;
  insertRefreshToken(sessionId: string, tokenHash: string): Promise<void>;
}

export function createAuthRepo(db: Database) {
  /** Ends the user's sessions in `scope` and every refresh token they handed out. */
  async function revokeSessions(userId: string, scope: SessionScope): Promise<void> {
    const which = and(
      eq(authSessions.userId, userId),
      isNull(authSessions.revokedAt),
      scope.kind === 'only' ? eq(authSessions.id, scope.sessionId) : undefined,
      scope.kind === 'allBut' ? ne(authSessions.id, scope.sessionId) : undefined,
    );
    const revoked = await db.update(authSessions).set({ revokedAt: sql`now()` }).where(which).returning({ id: authSessions.id });
    if (!revoked.length) return;
    await db
      .update(authRefreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          inArray(
            authRefreshTokens.sessionId,
            revoked.map((session) => session.id),
          ),
          isNull(authRefreshTokens.revokedAt),
        ),
      );
  }

  /** Retires the user's unused one-time tokens of these types: their links and codes stop working. */
  async function retireOneTimeTokens(userId: string, tokenTypes: OneTimeTokenType[]): Promise<void> {
    await db
      .update(authOneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authOneTimeTokens.userId, userId), inArray(authOneTimeTokens.tokenType, tokenTypes), isNull(authOneTimeTokens.usedAt)));
  }

  return {
    revokeSessions,

    async findUserByEmail(email: string): Promise<AuthUserRow | undefined> {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
      return user;
    },

    async findUserById(id: string): Promise<AuthUserRow | undefined> {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
      return user;
    },

    /** The new user, or undefined when the e-mail is already taken (a concurrent sign-up). */
    async insertUser(user: { email: string; passwordHash: string | null; userMetadata: Record<string, unknown> }) {
      const [row] = await db.insert(authUsers).values(user).onConflictDoNothing().returning();
      return row;
    },

    async updateUser(id: string, changes: UserChanges): Promise<AuthUserRow> {
      const [row] = await db
        .update(authUsers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(authUsers.id, id))
        .returning();
      if (!row) throw new Error(`auth user ${id} vanished during an update`);
      return row;
    },

    async createSession(userId: string, method: AuthSessionMethod): Promise<AuthSessionRow> {
      const [session] = await db.insert(authSessions).values({ userId, method }).returning();
      if (!session) throw new Error('insert into auth_sessions returned no row');
      return session;
    },

    /** The session with its user's e-mail, if it stands (not revoked) and belongs to `userId`. */
    async findActiveSession(sessionId: string, userId: string) {
      const [row] = await db
        .select({ session: authSessions, email: authUsers.email })
        .from(authSessions)
        .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      return row;
    },

    async insertRefreshToken(sessionId: string, tokenHash: string): Promise<void> {
      await db.insert(authRefreshTokens).values({ sessionId, tokenHash });
    },

    /**
     * Marks a refresh token used, atomically, when it is current and its session stands; otherwise
     * says why it cannot be exchanged.
     */
    async exchangeRefreshToken(tokenHash: string): Promise<RefreshTokenState> {
      const [exchanged] = await db
        .update(authRefreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authRefreshTokens.tokenHash, tokenHash),
            isNull(authRefreshTokens.usedAt),
            isNull(authRefreshTokens.revokedAt),
            sql`exists (select 1 from ${authSessions} where ${authSessions.id} = ${authRefreshTokens.sessionId} and ${authSessions.revokedAt} is null)`,
          ),
        )
        .returning({ sessionId: authRefreshTokens.sessionId, issuedAt: authRefreshTokens.createdAt });
      if (exchanged) {
        const [session] = await db.select().from(authSessions).where(eq(authSessions.id, exchanged.sessionId));
        if (session) return { state: 'exchanged', session, issuedAt: exchanged.issuedAt };
      }
      const [token] = await db
        .select({ usedAt: authRefreshTokens.usedAt, revokedAt: authRefreshTokens.revokedAt, session: authSessions })
        .from(authRefreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
        .where(eq(authRefreshTokens.tokenHash, tokenHash));
      if (!token) return { state: 'unknown' };
      if (token.revokedAt || token.session.revokedAt) return { state: 'revoked' };
      return { state: 'used', session: token.session };
    },

    /** Stores a new one-time token and retires the user's earlier ones of that type. */
    async replaceOneTimeToken(userId: string, tokenType: OneTimeTokenType, tokenHash: string, expiresAt: Date): Promise<void> {
      // Together or not at all: a failed insert leaves the earlier link working.
      await db.transaction(async (tx) => {
        await createAuthRepo(tx).retireOneTimeTokens(userId, [tokenType]);
        await tx.insert(authOneTimeTokens).values({ userId, tokenType, tokenHash, expiresAt });
      });
    },

    /** Runs `work` in one transaction, with the writes bound to it (nothing else may be used inside). */
    inTransaction<T>(work: (tx: AuthTransaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createAuthRepo(tx)));
    },

    retireOneTimeTokens,

    /**
     * Unlinks the user's Google or LinkedIn identities whose e-mail the provider did not verify: when
     * someone proves the mailbox, an identity that only claimed the address must not keep the account.
     */
    async removeUnverifiedIdentities(userId: string): Promise<void> {
      await db.delete(authIdentities).where(and(eq(authIdentities.userId, userId), eq(authIdentities.emailVerified, false)));
    },

    /** When the user's newest one-time token of `tokenType` was made, if any. */
    async lastOneTimeTokenAt(userId: string, tokenType: OneTimeTokenType): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: authOneTimeTokens.createdAt })
        .from(authOneTimeTokens)
        .where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, tokenType)))
        .orderBy(desc(authOneTimeTokens.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /**
     * Uses up the user's current code of `tokenType` if `tokenHash` is its hash; otherwise counts a wrong
     * guess, and the code is void after `maxAttempts` of them. True when the code was right.
     */
    async consumeUserCode(userId: string, tokenType: OneTimeTokenType, tokenHash: string, maxAttempts: number): Promise<boolean> {
      const current = and(
        eq(authOneTimeTokens.userId, userId),
        eq(authOneTimeTokens.tokenType, tokenType),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, sql`now()`),
      );
      const [used] = await db
        .update(authOneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(and(current, eq(authOneTimeTokens.tokenHash, tokenHash)))
        .returning({ id: authOneTimeTokens.id });
      if (used) return true;
      await db
        .update(authOneTimeTokens)
        .set({
          failedAttempts: sql`${authOneTimeTokens.failedAttempts} + 1`,
          usedAt: sql`case when ${authOneTimeTokens.failedAttempts} + 1 >= ${maxAttempts} then now() end`,
        })
        .where(current);
      return false;
    },

    /** Uses up a one-time token if it is unused and unexpired; returns its user's id. */
    async consumeOneTimeToken(tokenHash: string, tokenType: OneTimeTokenType): Promise<string | undefined> {
      const [row] = await db
        .update(authOneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authOneTimeTokens.tokenHash, tokenHash),
            eq(authOneTimeTokens.tokenType, tokenType),
            isNull(authOneTimeTokens.usedAt),
            gt(authOneTimeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: authOneTimeTokens.userId });
      return row?.userId;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
