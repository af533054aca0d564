// The key that signs access and gate tokens: JWT_SECRET, else one generated once and kept (mode 600) in
// DATA_DIR/jwt-secret so that sessions survive a restart. Production requires JWT_SECRET (config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const SECRET_FILE = 'jwt-secret';
const MIN_LENGTH = 32;

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to generate a new one`);
  return secret;
}

export function resolveJwtSecret(config: Pick<Config, 'auth' | 'dataDir'>): Uint8Array {
  if (config.auth.jwtSecret) return Buffer.from(config.auth.jwtSecret, 'utf8');
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then linked into place: a gateway starting at the same moment either links
    // first or finds the complete file, never a half-written one.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return Buffer.from(readSecret(file), 'utf8');
}
