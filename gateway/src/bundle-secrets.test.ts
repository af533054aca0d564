// No secret in any build: the browser bundles (shell and every remote, source maps included) and the
// gateway's own bundle carry no configured secret and nothing shaped like a key, and the browser
// code never names a server-only setting. `npm test` builds first, so a missing dist/ is a failure.
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './paths';

const root = findRepoRoot(__dirname);
const BROWSER_PACKAGES = ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mfe-'))].sort();

/** Settings only the gateway may know; a browser bundle that names one reads it from somewhere it should not. */
const SERVER_ONLY = ['AI_API_KEY', 'JWT_SECRET', 'SMTP_URL', 'DATABASE_URL', 'REDIS_URL', 'GATE_PASSWORD', 'ADMIN_EMAILS', 'COMPANY_EMAIL_DOMAINS'];

const KEY_SHAPES: Array<[string, RegExp]> = [
  ['OpenAI-style key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
  ['PEM private key or certificate', /-----BEGIN [A-Z ]+-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['URL with a password', /\b(?:postgres(?:ql)?|redis|rediss|smtps?):\/\/[^\s:/@'"]+:[^\s@'"]+@/],
  ['signed JWT', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/],
];

/** Values configured here (environment, the generated JWT secret) that must never be in a build. */
function configuredSecrets(): string[] {
  const values = SERVER_ONLY.filter((name) => name !== 'ADMIN_EMAILS' && name !== 'COMPANY_EMAIL_DOMAINS').map((name) => process.env[name]);
  const generated = path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'jwt-secret');
  if (fs.existsSync(generated)) values.push(fs.readFileSync(generated, 'utf8').trim());
  return values.filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|mjs|cjs|map|html|json|css|txt)$/.test(file))
    .map((file) => path.join(dir, file));
}

function findingsIn(dir: string, browser: boolean): string[] {
  const secrets = configuredSecrets();
  const findings: string[] = [];
  for (const file of filesOf(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const secret of secrets) if (text.includes(secret)) findings.push(`${where}: a configured secret`);
    for (const [what, shape] of KEY_SHAPES) if (shape.test(text)) findings.push(`${where}: ${what} (${shape.exec(text)![0].slice(0, 12)}…)`);
    // Source maps carry the sources' comments, which may explain a setting; the code itself must not read one.
    if (browser && !file.endsWith('.map')) for (const name of SERVER_ONLY) if (text.includes(name)) findings.push(`${where}: names ${name}`);
  }
  return findings;
}

describe('built bundles', () => {
  it.each(BROWSER_PACKAGES)('%s/dist holds no secret, no key-shaped string and no server-only setting', (name) => {
    const dist = path.join(root, name, 'dist');
    expect([dist, fs.existsSync(dist)]).toEqual([dist, true]);
    expect(filesOf(dist).length).toBeGreaterThan(0);
    expect(findingsIn(dist, true)).toEqual([]);
  });

  it('gateway/dist holds no configured secret and no key-shaped string', () => {
    const dist = path.join(root, 'gateway', 'dist');
    expect([dist, fs.existsSync(path.join(dist, 'server.js'))]).toEqual([dist, true]);
    expect(findingsIn(dist, false)).toEqual([]);
  });

  it('serves a shell page without inline script, as the Content-Security-Policy requires', () => {
    const html = fs.readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes = '', body = ''] of scripts) {
      expect([tag.slice(0, 80), /\bsrc=/.test(attributes), body.trim()]).toEqual([tag.slice(0, 80), true, '']);
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
