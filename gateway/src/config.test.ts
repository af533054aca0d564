import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, describeConfig, loadConfig } from './config';
import { CONTRACT_VERSION } from '@bullpen/shared/runtime';
import { defaultRegistry } from './registry/default-registry';

const repoRoot = path.resolve(__dirname, '..', '..');
/** The least a production configuration needs. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://bullpen.example.com',
};

function problemWith(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('runs with nothing set: port 8080, PGlite under <repo root>/.data, the default registry', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
      rootDir: repoRoot,
      dataDir: path.join(repoRoot, '.data'),
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      storage: 'local',
      s3: undefined,
      registry: { source: 'default' },
      releasesDir: path.join(repoRoot, '.data', 'releases'),
      frontendDir: repoRoot,
      shellDir: undefined,
      publicUrl: 'http://localhost:8080',
      cspExtraOrigins: [],
      contactEmail: 'hello@bullpen.local',
      ai: { baseUrl: undefined, apiKey: undefined, model: 'gpt-4o-mini', timeoutMs: 8000, evaluationsPerMinute: 30 },
      supabase: undefined,
      oauth: { google: undefined, linkedin: undefined },
      auth: {
        jwtSecret: undefined,
        accessTokenTtl: 3600,
        recentSignInWindow: 600,
        sessionInactivityTimeout: 604800,
        refreshTokenMaxLifetime: 2592000,
        adminEmails: [],
        companyEmailDomains: [],
      },
      gatePassword: undefined,
      demoMode: false,
      mail: { smtpUrl: undefined, from: 'Bullpen <no-reply@localhost>', adminNotifyEmail: 'team@localhost' },
      proxy: { timeoutMs: 15_000 },
      redisUrl: undefined,
      trustProxy: false,
      shutdownTimeoutMs: 30_000,
    });
  });

  it('gives every forwarded request the time budget PROXY_TIMEOUT_MS sets, within reason', () => {
    expect(loadConfig({ PROXY_TIMEOUT_MS: '2500' }).proxy).toEqual({ timeoutMs: 2500 });
    expect(problemWith({ PROXY_TIMEOUT_MS: '10' })).toMatch(/^Invalid configuration: PROXY_TIMEOUT_MS .*\(got "10"\)$/);
  });

  it('derives the dependent defaults and resolves relative paths from the repository root', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: 'tmp/data',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      port: 3000,
      logLevel: 'silent',
      dataDir: path.join(repoRoot, 'tmp/data'),
      pgliteDir: path.join(repoRoot, 'tmp/data/pglite'),
      releasesDir: path.join(repoRoot, 'tmp/data/releases'),
      publicUrl: 'http://localhost:3000',
    });
  });

  it('takes every variable as given', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app:secret@db.example.com:5432/bullpen',
      RELEASES_DIR: '/srv/releases',
      FRONTEND_DIR: '/srv/bullpen',
      SHELL_DIR: 'shell/dist-static',
      PUBLIC_URL: 'https://bullpen.example.com/',
      CSP_EXTRA_ORIGINS: 'https://cdn.example.com, https://*.assets.example.com:8443',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      databaseUrl: 'postgresql://app:secret@db.example.com:5432/bullpen',
      releasesDir: '/srv/releases',
      frontendDir: '/srv/bullpen',
      shellDir: path.join(repoRoot, 'shell/dist-static'),
      publicUrl: 'https://bullpen.example.com',
      cspExtraOrigins: ['https://cdn.example.com', 'https://*.assets.example.com:8443'],
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/bullpen' }).databaseUrl).toBe('postgres://localhost/bullpen');
  });

  it('keeps uploads in PostgreSQL with DATABASE_URL unless STORAGE says otherwise, on local disk without it', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/bullpen' }).storage).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/bullpen', STORAGE: 'local' }).storage).toBe('local');
    expect(problemWith({ STORAGE: 'postgres' })).toBe(
      'Invalid configuration: STORAGE=postgres needs DATABASE_URL (uploads are kept in that PostgreSQL database)',
    );
    expect(problemWith({ STORAGE: 'disk' })).toBe('Invalid configuration: STORAGE must be one of local, postgres, s3 (got "disk")');
  });

  it('keeps uploads in S3 with S3_BUCKET, path-style with an endpoint of its own, keys both or neither', () => {
    const s3 = { S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'hunter2' };
    expect(loadConfig({ ...s3, DATABASE_URL: 'postgres://localhost/bullpen' })).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'uploads',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'hunter2' },
      },
    });
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_REGION: 'eu-west-3' }).s3).toEqual({
      bucket: 'uploads',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(problemWith({ STORAGE: 's3' })).toBe('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
    expect(problemWith({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toBe(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither',
    );
    expect(problemWith({ S3_BUCKET: 'uploads', S3_SECRET_ACCESS_KEY: 'hunter2', S3_ENDPOINT: 'nope' })).not.toContain('hunter2');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each(['abc', '0', '70000', '80.5', '-1'])('refuses PORT=%s, naming the variable', (port) => {
    expect(problemWith({ PORT: port })).toBe(
      `Invalid configuration: PORT must be an integer between 1 and 65535 (got "${port}")`,
    );
  });

  it.each(['mysql://x', 'not a url'])('refuses DATABASE_URL=%s', (url) => {
    expect(problemWith({ DATABASE_URL: url })).toBe(
      `Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "${url}")`,
    );
  });

  it('does not repeat a password from a refused URL', () => {
    const message = problemWith({ DATABASE_URL: 'mysql://app:hunter2@db/bullpen' });
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  it('refuses unknown NODE_ENV and LOG_LEVEL values, and a PUBLIC_URL that is not http(s)', () => {
    expect(problemWith({ NODE_ENV: 'staging' })).toContain('NODE_ENV must be one of development, production, test');
    expect(problemWith({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of');
    expect(problemWith({ PUBLIC_URL: 'bullpen.example.com' })).toContain('PUBLIC_URL must be an http:// or https:// URL');
    expect(problemWith({ CSP_EXTRA_ORIGINS: "https://cdn.example.com/path, 'unsafe-inline'" })).toContain(
      'CSP_EXTRA_ORIGINS must be a comma-separated list of origins',
    );
  });

  it('listens on the loopback interface outside production, on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('requires SMTP_URL and PUBLIC_URL in production, saying why', () => {
    const message = problemWith({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) });
    expect(message).toContain('SMTP_URL is required in production');
    expect(message).toContain('PUBLIC_URL is required in production');
    expect(problemWith({ ...production, SMTP_URL: undefined })).toBe(
      'Invalid configuration: SMTP_URL is required in production (mail would otherwise only reach the outbox table)',
    );
    expect(loadConfig(production)).toMatchObject({ nodeEnv: 'production', publicUrl: 'https://bullpen.example.com' });
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
  ])('takes TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '300.1.1.1', '-1', '10.0.0.1, proxy.internal'])('refuses TRUST_PROXY=%s', (value) => {
    expect(problemWith({ TRUST_PROXY: value })).toContain(
      'TRUST_PROXY must be a hop count, a comma-separated list of IP addresses or CIDR ranges, or false',
    );
  });

  it('refuses a SHUTDOWN_TIMEOUT_MS out of bounds', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
    expect(problemWith({ SHUTDOWN_TIMEOUT_MS: '10' })).toContain('SHUTDOWN_TIMEOUT_MS must be an integer between 100 and 600000');
  });

  it('never repeats a secret it refuses', () => {
    const message = problemWith({ JWT_SECRET: 'hunter2-too-short' });
    expect(message).toContain('JWT_SECRET must be at least 32 characters long');
    expect(message).not.toContain('hunter2');
  });

  it('reports every bad variable at once', () => {
    const message = problemWith({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toMatch(/^Invalid configuration: PORT .*; DATABASE_URL /);
  });

  describe('registry', () => {
    const inline = { ...defaultRegistry, remotes: defaultRegistry.remotes.slice(0, 1) };

    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-config-'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('accepts a valid REGISTRY_JSON, which wins over REGISTRY_FILE', () => {
      const file = path.join(dir, 'registry.json');
      fs.writeFileSync(file, JSON.stringify(defaultRegistry));
      expect(loadConfig({ REGISTRY_FILE: file }).registry).toEqual({ source: 'file', path: file });
      expect(loadConfig({ REGISTRY_JSON: JSON.stringify(inline), REGISTRY_FILE: file }).registry).toEqual({
        source: 'inline',
        registry: inline,
      });
    });

    it('refuses a REGISTRY_JSON that is not JSON', () => {
      expect(problemWith({ REGISTRY_JSON: '{remotes: []' })).toMatch(/^Invalid configuration: REGISTRY_JSON is not valid JSON/);
    });

    it('refuses a REGISTRY_JSON that is not a registry, saying where', () => {
      const bad = { contractVersion: '2.0.0', remotes: [{ name: 'practice', manifest: 'ftp://x' }] };
      const message = problemWith({ REGISTRY_JSON: JSON.stringify(bad) });
      expect(message).toContain('REGISTRY_JSON is not a valid registry');
      expect(message).toContain(`contractVersion: must be compatible with contract ${CONTRACT_VERSION}`);
      expect(message).toContain('remotes.0.manifest: must be an origin-relative path or an http(s) URL');
    });

    it('takes remotes and manifests only: routes a registry still lists are ignored (each build publishes its own)', () => {
      const legacy = { contractVersion: '1.0.0', remotes: [{ ...inline.remotes[0], routes: [{ path: '/aihub', guard: 'vip' }] }] };
      expect(loadConfig({ REGISTRY_JSON: JSON.stringify(legacy) }).registry).toEqual({ source: 'inline', registry: { ...legacy, remotes: inline.remotes } });
    });

    it('refuses a registry that lists one remote twice', () => {
      const twice = { contractVersion: '1.0.0', remotes: [inline.remotes[0], { ...inline.remotes[0], manifest: '/releases/x/mf-manifest.json' }] };
      expect(problemWith({ REGISTRY_JSON: JSON.stringify(twice) })).toContain('remotes.1.name: "community" is listed twice');
    });

    it('refuses a REGISTRY_FILE that holds no valid registry', () => {
      const file = path.join(dir, 'broken.json');
      fs.writeFileSync(file, '{"contractVersion": "1.0.0"}');
      expect(problemWith({ REGISTRY_FILE: file })).toContain('REGISTRY_FILE names a file that is not a valid registry: remotes:');
    });

    it('refuses a REGISTRY_FILE that does not exist', () => {
      expect(problemWith({ REGISTRY_FILE: '/nonexistent/registry.json' })).toContain(
        'REGISTRY_FILE must name a readable file (/nonexistent/registry.json: ENOENT)',
      );
    });
  });
});

describe('accounts configuration', () => {
  const secret = 's'.repeat(32);

  it('takes the account variables as given, lists lower-cased', () => {
    const config = loadConfig({
      SUPABASE_URL: 'https://project.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
      JWT_SECRET: secret,
      ACCESS_TOKEN_TTL: '900',
      ADMIN_EMAILS: 'Boss@Bullpen.test, second@bullpen.test',
      COMPANY_EMAIL_DOMAINS: 'Acme.com, @recruit.example',
      GATE_PASSWORD: 'open sesame',
      DEMO_MODE: 'TRUE',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Team <team@bullpen.test>',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      supabase: { url: 'https://project.supabase.co', anonKey: 'anon' },
      auth: {
        jwtSecret: secret,
        accessTokenTtl: 900,
        adminEmails: ['boss@bullpen.test', 'second@bullpen.test'],
        companyEmailDomains: ['acme.com', 'recruit.example'],
      },
      gatePassword: 'open sesame',
      demoMode: true,
      mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Team <team@bullpen.test>', adminNotifyEmail: 'boss@bullpen.test' },
      redisUrl: 'redis://cache:6379',
    });
    expect(loadConfig({ ADMIN_NOTIFY_EMAIL: 'ops@bullpen.test' }).mail.adminNotifyEmail).toBe('ops@bullpen.test');
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('refuses bad account values, naming each variable', () => {
    expect(problemWith({ JWT_SECRET: 'short' })).toContain('JWT_SECRET must be at least 32 characters long');
    expect(problemWith({ ACCESS_TOKEN_TTL: '10' })).toContain('ACCESS_TOKEN_TTL must be an integer between 120 and 604800');
    expect(problemWith({ ADMIN_EMAILS: 'boss@bullpen.test, nobody' })).toContain('ADMIN_EMAILS must be a comma-separated list of e-mail addresses');
    expect(problemWith({ COMPANY_EMAIL_DOMAINS: 'acme' })).toContain('COMPANY_EMAIL_DOMAINS must be a comma-separated list of domains');
    expect(problemWith({ DEMO_MODE: 'yes' })).toContain('DEMO_MODE must be true or false');
    expect(problemWith({ SMTP_URL: 'http://mail' })).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(problemWith({ REDIS_URL: 'localhost:6379' })).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(problemWith({ ADMIN_NOTIFY_EMAIL: 'ops' })).toContain('ADMIN_NOTIFY_EMAIL must be an e-mail address');
  });

  it('needs SUPABASE_URL and SUPABASE_ANON_KEY together, with the JWT secret', () => {
    expect(problemWith({ SUPABASE_URL: 'https://project.supabase.co', JWT_SECRET: secret })).toContain(
      'SUPABASE_URL and SUPABASE_ANON_KEY must be set together, or neither',
    );
    expect(problemWith({ SUPABASE_ANON_KEY: 'anon' })).toContain('SUPABASE_URL and SUPABASE_ANON_KEY must be set together');
    expect(problemWith({ SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon' })).toContain(
      'JWT_SECRET is required with SUPABASE_URL',
    );
  });

  it('reads the session rules, and refuses sessions that would end between two refreshes', () => {
    const env = { RECENT_SIGN_IN_WINDOW: '0', SESSION_INACTIVITY_TIMEOUT: '7200', REFRESH_TOKEN_MAX_LIFETIME: '86400' };
    expect(loadConfig(env).auth).toMatchObject({ recentSignInWindow: 0, sessionInactivityTimeout: 7200, refreshTokenMaxLifetime: 86400 });
    expect(problemWith({ SESSION_INACTIVITY_TIMEOUT: '3600' })).toBe(
      'Invalid configuration: SESSION_INACTIVITY_TIMEOUT must be longer than ACCESS_TOKEN_TTL (sessions in use would end between two refreshes)',
    );
    expect(problemWith({ SESSION_INACTIVITY_TIMEOUT: '7200', REFRESH_TOKEN_MAX_LIFETIME: '3600' })).toBe(
      'Invalid configuration: REFRESH_TOKEN_MAX_LIFETIME must be at least SESSION_INACTIVITY_TIMEOUT',
    );
    expect(problemWith({ REFRESH_TOKEN_MAX_LIFETIME: 'forever' })).toMatch(/REFRESH_TOKEN_MAX_LIFETIME must be an integer between 300 and/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(problemWith({ ...production, JWT_SECRET: undefined })).toBe('Invalid configuration: JWT_SECRET is required in production');
    expect(loadConfig({ ...production, JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
  });
});

describe('describeConfig', () => {
  it('takes Stripe with both its secrets, or neither, and keeps them out of its messages', () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_b', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe;
    expect(stripe).toEqual({ secretKey: 'sk_test_a', webhookSecret: 'whsec_b', api: { protocol: 'http', host: '127.0.0.1', port: 12111 } });
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_only_half' })).toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together, or neither',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_only_half' })).not.toThrow(/sk_test_only_half/);
  });

  it('documents each variable with a default and a description', () => {
    const variables = describeConfig();
    expect(variables.map((v) => v.name)).toEqual([
      'PORT',
      'HOST',
      'NODE_ENV',
      'LOG_LEVEL',
      'DATABASE_URL',
      'DATA_DIR',
      'STORAGE',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'REGISTRY_FILE',
      'REGISTRY_JSON',
      'RELEASES_DIR',
      'FRONTEND_DIR',
      'SHELL_DIR',
      'PUBLIC_URL',
      'CSP_EXTRA_ORIGINS',
      'CONTACT_EMAIL',
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
      'AI_TIMEOUT_MS',
      'AI_EVALUATIONS_PER_MINUTE',
      'SUPABASE_URL',
      'SUPABASE_ANON_KEY',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'GOOGLE_ISSUER',
      'LINKEDIN_CLIENT_ID',
      'LINKEDIN_CLIENT_SECRET',
      'LINKEDIN_ISSUER',
      'JWT_SECRET',
      'ACCESS_TOKEN_TTL',
      'RECENT_SIGN_IN_WINDOW',
      'SESSION_INACTIVITY_TIMEOUT',
      'REFRESH_TOKEN_MAX_LIFETIME',
      'ADMIN_EMAILS',
      'COMPANY_EMAIL_DOMAINS',
      'GATE_PASSWORD',
      'DEMO_MODE',
      'SMTP_URL',
      'MAIL_FROM',
      'ADMIN_NOTIFY_EMAIL',
      'PROXY_TIMEOUT_MS',
      'REDIS_URL',
      'TRUST_PROXY',
      'SHUTDOWN_TIMEOUT_MS',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_BASE',
    ]);
    for (const variable of variables) {
      expect(variable.default).not.toBe('');
      expect(variable.description).not.toBe('');
    }
  });
});
