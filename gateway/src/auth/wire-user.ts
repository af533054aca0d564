// The user object as GoTrue sends it (AUTH-WIRE.md), built from an auth_users row.
import { randomUUID } from 'node:crypto';
import type { UserRole } from '../db/schema';
import { appMetadata, AUDIENCE } from './access-tokens';
import type { AuthUserRow } from './repo';

const iso = (date: Date | null) => date?.toISOString() ?? undefined;

export function wireUser(user: AuthUserRow, roles: UserRole[] = []) {
  const confirmedAt = iso(user.emailConfirmedAt);
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: Boolean(confirmedAt), phone_verified: false, sub: user.id },
    provider: 'email',
    last_sign_in_at: iso(user.lastSignInAt),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    email: user.email,
  };
  return {
    id: user.id,
    aud: AUDIENCE,
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadata(roles),
    user_metadata: user.userMetadata,
    identities: [identity],
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  };
}

export type WireUser = ReturnType<typeof wireUser>;

/**
 * What sign-up answers for an address that already has a confirmed account: a user that exists
 * nowhere, with no identities (how apps recognise "already registered"), so nothing is revealed.
 */
export function obfuscatedUser(email: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: AUDIENCE,
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: appMetadata([]),
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
