import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, describeConfig, loadConfig } from './config';
import { defaultRegistry } from './registry/default-registry';

const repoRoot = path.resolve(__dirname, '..', '..');

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
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
      rootDir: repoRoot,
      dataDir: path.join(repoRoot, '.data'),
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      registry: { source: 'default' },
      releasesDir: path.join(repoRoot, '.data', 'releases'),
      publicUrl: 'http://localhost:8080',
      cspExtraOrigins: [],
    });
  });

  it('derives the dependent defaults and resolves relative paths from the repository root', () => {
    const config = loadConfig({ PORT: '3000', DATA_DIR: 'tmp/data', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
    expect(config).toMatchObject({
      port: 3000,
      logLevel: 'silent',
      nodeEnv: 'production',
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
      PUBLIC_URL: 'https://bullpen.example.com/',
      CSP_EXTRA_ORIGINS: 'https://cdn.example.com, https://*.assets.example.com:8443',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      databaseUrl: 'postgresql://app:secret@db.example.com:5432/bullpen',
      releasesDir: '/srv/releases',
      publicUrl: 'https://bullpen.example.com',
      cspExtraOrigins: ['https://cdn.example.com', 'https://*.assets.example.com:8443'],
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/bullpen' }).databaseUrl).toBe('postgres://localhost/bullpen');
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
      const bad = {
        contractVersion: '2.0.0',
        remotes: [{ name: 'practice', manifest: 'ftp://x', routes: [{ path: '/aihub', guard: 'vip' }] }],
      };
      const message = problemWith({ REGISTRY_JSON: JSON.stringify(bad) });
      expect(message).toContain('REGISTRY_JSON is not a valid registry');
      expect(message).toContain('contractVersion: must be compatible with contract 1.0.0');
      expect(message).toContain('remotes.0.manifest: must be an origin-relative path or an http(s) URL');
      expect(message).toContain('remotes.0.routes.0.guard');
    });

    it('refuses a registry that gives one path to two remotes', () => {
      const clash = { contractVersion: '1.0.0', remotes: [inline.remotes[0], { ...inline.remotes[0], name: 'other' }] };
      expect(problemWith({ REGISTRY_JSON: JSON.stringify(clash) })).toContain('is already owned by community');
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

describe('describeConfig', () => {
  it('documents each variable with a default and a description', () => {
    const variables = describeConfig();
    expect(variables.map((v) => v.name)).toEqual([
      'PORT',
      'HOST',
      'NODE_ENV',
      'LOG_LEVEL',
      'DATABASE_URL',
      'DATA_DIR',
      'REGISTRY_FILE',
      'REGISTRY_JSON',
      'RELEASES_DIR',
      'PUBLIC_URL',
      'CSP_EXTRA_ORIGINS',
    ]);
    for (const variable of variables) {
      expect(variable.default).not.toBe('');
      expect(variable.description).not.toBe('');
    }
  });
});
