// Every environment variable the gateway reads: validated once, here, with a documented default.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Registry } from '@bullpen/shared/runtime';
import { findRepoRoot } from './paths';
import { safeParseRegistry } from './registry/registry-schema';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_PORT = 8080;

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** The variables, their defaults and meaning, as the README lists them. */
const CONFIG_VARIABLES = [
  { name: 'PORT', default: String(DEFAULT_PORT), description: 'TCP port the gateway listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Network interface the gateway binds to.' },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'development, production or test. In production the CSP also upgrades insecure requests.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      'PostgreSQL URL (postgres:// or postgresql://), used through node-postgres. Unset: embedded PGlite in DATA_DIR/pglite.',
  },
  { name: 'DATA_DIR', default: '<repo root>/.data', description: 'Local data folder; PGlite keeps its data in DATA_DIR/pglite.' },
  {
    name: 'REGISTRY_FILE',
    default: '(unset)',
    description: 'Path of a remote registry JSON file, re-read when it changes (no restart needed).',
  },
  { name: 'REGISTRY_JSON', default: '(unset)', description: 'The remote registry as inline JSON; wins over REGISTRY_FILE.' },
  { name: 'RELEASES_DIR', default: 'DATA_DIR/releases', description: 'Folder of remote builds served under /releases/.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', description: 'URL at which users reach the gateway.' },
  {
    name: 'CSP_EXTRA_ORIGINS',
    default: '(empty)',
    description: "Comma-separated origins (e.g. a CDN hosting remotes) allowed beside 'self' for scripts, styles, images, fonts, media and connections.",
  },
] as const satisfies readonly ConfigVariable[];

type VariableName = (typeof CONFIG_VARIABLES)[number]['name'];

/** The documented variables, for the README table and `--help`-style listings. */
export function describeConfig(): ConfigVariable[] {
  return CONFIG_VARIABLES.map((variable) => ({ ...variable }));
}

export type RegistrySetting =
  | { source: 'inline'; registry: Registry }
  | { source: 'file'; path: string }
  | { source: 'default' };

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Set: node-postgres against this server. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  rootDir: string;
  dataDir: string;
  pgliteDir: string;
  registry: RegistrySetting;
  releasesDir: string;
  /** Without a trailing slash. */
  publicUrl: string;
  cspExtraOrigins: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/;

function envSchema(rootDir: string) {
  const absolute = (value: string) => path.resolve(rootDir, value);
  return z.object({
    PORT: z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        message: 'must be an integer between 1 and 65535',
      })
      .transform(Number)
      .default(DEFAULT_PORT),
    HOST: z.string().default('0.0.0.0'),
    NODE_ENV: z.enum(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    DATABASE_URL: z
      .string()
      .refine((value) => hasProtocol(value, ['postgres:', 'postgresql:']), {
        message: 'must be a postgres:// or postgresql:// URL',
      })
      .optional(),
    DATA_DIR: z.string().transform(absolute).optional(),
    REGISTRY_FILE: z
      .string()
      .transform(absolute)
      .superRefine((file, ctx) => {
        let json: string;
        try {
          json = fs.readFileSync(file, 'utf8');
        } catch (error) {
          const reason = (error as NodeJS.ErrnoException).code ?? String(error);
          ctx.addIssue({ code: 'custom', message: `must name a readable file (${file}: ${reason})` });
          return;
        }
        const result = safeParseRegistry(json);
        if (!result.ok) ctx.addIssue({ code: 'custom', message: `names a file that ${result.problem}` });
      })
      .optional(),
    REGISTRY_JSON: z
      .string()
      .transform((json, ctx) => {
        const result = safeParseRegistry(json);
        if (result.ok) return result.registry;
        ctx.addIssue({ code: 'custom', message: result.problem });
        return z.NEVER;
      })
      .optional(),
    RELEASES_DIR: z.string().transform(absolute).optional(),
    PUBLIC_URL: z
      .string()
      .refine((value) => hasProtocol(value, ['http:', 'https:']), { message: 'must be an http:// or https:// URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    CSP_EXTRA_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine((origins) => origins.every((origin) => ORIGIN.test(origin)), {
        message: 'must be a comma-separated list of origins such as https://cdn.example.com',
      })
      .default([]),
  } satisfies Record<VariableName, z.ZodType>);
}

/** What the person wrote, shortened, with any password in a URL hidden. */
function shown(value: string): string {
  let text = value;
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '****';
      text = url.toString();
    }
  } catch {
    // Not a URL: nothing to hide.
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` in a compose file) means "use the default", like an absent one.
  const raw = Object.fromEntries(
    CONFIG_VARIABLES.map(({ name }) => [name, env[name]?.trim() ? env[name].trim() : undefined]),
  );
  const rootDir = findRepoRoot();
  const result = envSchema(rootDir).safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = raw[name];
      return value === undefined ? `${name} ${issue.message}` : `${name} ${issue.message} (got "${shown(value)}")`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = result.data;
  const dataDir = vars.DATA_DIR ?? path.join(rootDir, '.data');
  let registry: RegistrySetting = { source: 'default' };
  if (vars.REGISTRY_JSON) registry = { source: 'inline', registry: vars.REGISTRY_JSON };
  else if (vars.REGISTRY_FILE) registry = { source: 'file', path: vars.REGISTRY_FILE };
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    databaseUrl: vars.DATABASE_URL,
    rootDir,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    registry,
    releasesDir: vars.RELEASES_DIR ?? path.join(dataDir, 'releases'),
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    cspExtraOrigins: vars.CSP_EXTRA_ORIGINS,
  };
}
