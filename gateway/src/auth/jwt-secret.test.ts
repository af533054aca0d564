// Without JWT_SECRET the signing key is generated once and kept, readable by its owner only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../../test/support';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  let dataDir: string;
  const { auth } = testConfig();

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-secret-'));
  });

  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set, writing nothing', () => {
    const key = resolveJwtSecret({ auth: { ...auth, jwtSecret: 'x'.repeat(32) }, dataDir });
    expect(Buffer.from(key).toString()).toBe('x'.repeat(32));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('generates a secret once, mode 600, and reads the same one after a restart', () => {
    const first = resolveJwtSecret({ auth, dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(resolveJwtSecret({ auth, dataDir })).equals(Buffer.from(first))).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a kept secret that is too short', () => {
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'short');
    expect(() => resolveJwtSecret({ auth, dataDir })).toThrow(/shorter than 32 characters/);
  });
});
