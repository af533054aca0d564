// Opaque tokens (refresh, sign-up, recovery): 32 random bytes, base64url, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
