// Password hashing with argon2id (memory-hard), and a decoy check so unknown e-mails take as long as known ones.
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 1024;

/** argon2id with the library's defaults (19 MiB, 2 passes); the PHC string records them for later checks. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check, for a sign-in with an unknown e-mail; always false. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password never matched');
  await verifyPassword(await decoy, password);
  return false;
}
