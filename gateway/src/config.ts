// Every environment variable the gateway reads: validated once, here, with a documented default.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { RegistryConfig } from '@bullpen/shared/runtime';
import { findRepoRoot } from './paths';
import type { ProxySettings } from './proxy/proxy';
import { safeParseRegistry } from './registry/registry-schema';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const STORAGE_DRIVERS = ['local', 'postgres', 's3'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_PORT = 8080;
const DEFAULT_AI_MODEL = 'gpt-4o-mini';
const DEFAULT_AI_TIMEOUT_MS = 8000;
const DEFAULT_EVALUATIONS_PER_MINUTE = 30;
const DEFAULT_CONTACT_EMAIL = 'hello@bullpen.local';
const DEFAULT_ACCESS_TOKEN_TTL = 3600;
const DEFAULT_RECENT_SIGN_IN_WINDOW = 600;
const DEFAULT_SESSION_INACTIVITY_TIMEOUT = 7 * 24 * 3600;
const DEFAULT_REFRESH_TOKEN_MAX_LIFETIME = 30 * 24 * 3600;
const DEFAULT_MAIL_FROM = 'Bullpen <no-reply@localhost>';
const DEFAULT_ADMIN_NOTIFY_EMAIL = 'team@localhost';
const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
const DEFAULT_PROXY_TIMEOUT_MS = 15_000;
/** Variables whose values are never repeated in a configuration error. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'AI_API_KEY',
  'SUPABASE_ANON_KEY',
  'GATE_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_SECRET',
  'LINKEDIN_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);
const DEFAULT_S3_REGION = 'us-east-1';
const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
const DEFAULT_LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';
const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** The variables, their defaults and meaning, as the README lists them. */
const CONFIG_VARIABLES = [
  { name: 'PORT', default: String(DEFAULT_PORT), description: 'TCP port the gateway listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1 (0.0.0.0 in production)',
    description:
      'Network interface the gateway binds to. Outside production only this machine reaches it; set HOST=0.0.0.0 to expose it to the network.',
  },
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
    name: 'STORAGE',
    default: 's3 with S3_BUCKET, else postgres with DATABASE_URL, else local',
    description:
      'Where uploads (avatars, CVs, demo videos) are kept: local (DATA_DIR/uploads, one machine), postgres (the stored_objects table of DATABASE_URL; needs DATABASE_URL) or s3 (an S3-compatible store; needs S3_BUCKET). postgres and s3 are seen by every gateway.',
  },
  { name: 'S3_BUCKET', default: '(unset)', description: 'S3 bucket holding the uploads, as <bucket>/<key> (avatars/…, user-cvs/…, videos/…).' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'URL of an S3-compatible service other than AWS (e.g. http://minio:9000).',
  },
  { name: 'S3_REGION', default: DEFAULT_S3_REGION, description: 'Region of the S3 bucket.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset: the AWS default credential chain)',
    description: 'Access key of the S3 store; set with S3_SECRET_ACCESS_KEY (both or neither).',
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key of the S3 store; never logged.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true with S3_ENDPOINT, else false',
    description: 'true or false. true addresses objects as <endpoint>/<bucket>/<key>, as MinIO and most S3-compatible services expect.',
  },
  {
    name: 'REGISTRY_FILE',
    default: '(unset)',
    description: 'Path of a remote registry JSON file, re-read when it changes (no restart needed).',
  },
  { name: 'REGISTRY_JSON', default: '(unset)', description: 'The remote registry as inline JSON; wins over REGISTRY_FILE.' },
  { name: 'RELEASES_DIR', default: 'DATA_DIR/releases', description: 'Folder of remote builds served under /releases/.' },
  {
    name: 'FRONTEND_DIR',
    default: '<repo root>',
    description: 'Folder holding the front-end builds served by the gateway: shell/dist and mfe-<name>/dist.',
  },
  {
    name: 'SHELL_DIR',
    default: 'FRONTEND_DIR/shell/dist',
    description: 'Folder of the shell build served at / (e.g. shell/dist-static, the statically composed build).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'URL at which users reach the gateway (links in mails point there). Required in production.',
  },
  {
    name: 'CSP_EXTRA_ORIGINS',
    default: '(empty)',
    description: "Comma-separated origins (e.g. a CDN hosting remotes) allowed beside 'self' for scripts, styles, images, fonts, media and connections.",
  },
  {
    name: 'CONTACT_EMAIL',
    default: DEFAULT_CONTACT_EMAIL,
    description: 'Address of the Bullpen team shown to visitors (Terms of Service contact section).',
  },
  {
    name: 'AI_BASE_URL',
    default: '(unset)',
    description:
      'Base URL of an OpenAI-compatible chat-completions service (e.g. https://api.openai.com/v1). With AI_API_KEY it evaluates answers; unset: the local evaluator.',
  },
  { name: 'AI_API_KEY', default: '(unset)', description: 'Bearer key of the AI service; kept on the server and never logged.' },
  { name: 'AI_MODEL', default: DEFAULT_AI_MODEL, description: 'Chat model the AI service is asked for.' },
  {
    name: 'AI_TIMEOUT_MS',
    default: String(DEFAULT_AI_TIMEOUT_MS),
    description: 'Time budget of one AI evaluation, retry included; past it the local evaluator answers.',
  },
  {
    name: 'AI_EVALUATIONS_PER_MINUTE',
    default: String(DEFAULT_EVALUATIONS_PER_MINUTE),
    description: 'Answer evaluations allowed per user (or per IP address for visitors) per minute; more get 429.',
  },
  {
    name: 'SUPABASE_URL',
    default: '(unset)',
    description:
      'URL of a hosted Supabase project. Set with SUPABASE_ANON_KEY (both or neither): /auth/v1 is then proxied to Supabase instead of the embedded auth service.',
  },
  { name: 'SUPABASE_ANON_KEY', default: '(unset)', description: "The Supabase project's public anon key, handed to the browser." },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    description:
      'OAuth client ID of a Google Cloud web application. Set with GOOGLE_CLIENT_SECRET (both or neither) to offer "Continue with Google" (embedded auth; register PUBLIC_URL/auth/v1/callback as its redirect URI).',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'Client secret of that Google OAuth client; kept on the server and never logged.' },
  {
    name: 'GOOGLE_ISSUER',
    default: DEFAULT_GOOGLE_ISSUER,
    description: 'OpenID Connect issuer Google sign-in discovers its endpoints from (https, or http on this machine for tests).',
  },
  {
    name: 'LINKEDIN_CLIENT_ID',
    default: '(unset)',
    description:
      'Client ID of a LinkedIn app with "Sign In with LinkedIn using OpenID Connect". Set with LINKEDIN_CLIENT_SECRET (both or neither) to offer "Continue with LinkedIn" (redirect URL PUBLIC_URL/auth/v1/callback).',
  },
  { name: 'LINKEDIN_CLIENT_SECRET', default: '(unset)', description: 'Client secret of that LinkedIn app; kept on the server and never logged.' },
  {
    name: 'LINKEDIN_ISSUER',
    default: DEFAULT_LINKEDIN_ISSUER,
    description: 'OpenID Connect issuer LinkedIn sign-in discovers its endpoints from (https, or http on this machine for tests).',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated, kept in DATA_DIR/jwt-secret)',
    description: `Secret (at least ${MIN_JWT_SECRET_LENGTH} characters) that signs access and gate tokens. Required in production, and with SUPABASE_URL (the project's JWT secret).`,
  },
  {
    name: 'ACCESS_TOKEN_TTL',
    default: String(DEFAULT_ACCESS_TOKEN_TTL),
    description: 'Lifetime of an access token in seconds; the browser refreshes it with its refresh token.',
  },
  {
    name: 'RECENT_SIGN_IN_WINDOW',
    default: String(DEFAULT_RECENT_SIGN_IN_WINDOW),
    description:
      'Seconds after a sign-in (password or e-mailed link) during which its session may change the password without a code sent by mail; later, the change needs that code (reauthentication).',
  },
  {
    name: 'SESSION_INACTIVITY_TIMEOUT',
    default: String(DEFAULT_SESSION_INACTIVITY_TIMEOUT),
    description: 'Seconds a session may go without refreshing its access token before it ends (longer than ACCESS_TOKEN_TTL); then the user signs in again.',
  },
  {
    name: 'REFRESH_TOKEN_MAX_LIFETIME',
    default: String(DEFAULT_REFRESH_TOKEN_MAX_LIFETIME),
    description: 'Seconds after a sign-in past which its refresh tokens stop working, however often they were rotated; then the user signs in again.',
  },
  { name: 'ADMIN_EMAILS', default: '(empty)', description: 'Comma-separated e-mail addresses whose accounts are admins.' },
  {
    name: 'COMPANY_EMAIL_DOMAINS',
    default: '(empty)',
    description: 'Comma-separated e-mail domains (e.g. acme.com) whose accounts are company (recruiter) users.',
  },
  { name: 'GATE_PASSWORD', default: '(unset)', description: 'Shared password of the practice areas; unset turns the gate off.' },
  {
    name: 'DEMO_MODE',
    default: 'false',
    description: "true or false. true reproduces the spec's demo build: premium screens open to everyone in the browser, and recruiters see clearly labelled sample candidates and conversations.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL), sent from the outbox table in the background with retries. Required in production. Unset: mail stays in the outbox table, shown at /dev/mailbox to this machine only.',
  },
  { name: 'MAIL_FROM', default: DEFAULT_MAIL_FROM, description: 'Sender of outgoing mail.' },
  {
    name: 'ADMIN_NOTIFY_EMAIL',
    default: `first ADMIN_EMAILS entry, else ${DEFAULT_ADMIN_NOTIFY_EMAIL}`,
    description: 'Where contact-form and waitlist notifications are sent.',
  },
  {
    name: 'PROXY_TIMEOUT_MS',
    default: String(DEFAULT_PROXY_TIMEOUT_MS),
    description:
      "Time budget of a forwarded request (Supabase's /auth/v1, a remote's files from its team's server): past it without an answer, or with its answer silent that long, the gateway answers 504; an upstream that refuses the connection gets 502.",
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      'Redis server (redis:// or rediss://) shared by gateway instances for rate-limit counters. Unset, or unreachable for a moment: counters in memory.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      "Proxies in front of the gateway whose X-Forwarded-For is believed, so rate limits count each client's own IP: a hop count (e.g. 1 behind one load balancer), a comma-separated list of their IP addresses or CIDR ranges (loopback, linklocal and uniquelocal name the private ranges), or false.",
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: String(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    description: 'On SIGTERM or SIGINT, how long requests in flight may take to finish before their connections are ended.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    description:
      'Stripe secret key (sk_live_… or sk_test_…). Set with STRIPE_WEBHOOK_SECRET (both or neither): Pro is then bought through Stripe Checkout; unset: students request Pro and an admin grants it. Never logged.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description: "Signing secret (whsec_…) of the Stripe webhook endpoint PUBLIC_URL/api/billing/webhook; an event whose signature does not match it gets 400.",
  },
  {
    name: 'STRIPE_API_BASE',
    default: DEFAULT_STRIPE_API_BASE,
    description: "Where Stripe's API is called (protocol, host and port), e.g. a local stripe-mock or a test's fake.",
  },
] as const satisfies readonly ConfigVariable[];

type VariableName = (typeof CONFIG_VARIABLES)[number]['name'];

/** The documented variables, for the README table and `--help`-style listings. */
export function describeConfig(): ConfigVariable[] {
  return CONFIG_VARIABLES.map((variable) => ({ ...variable }));
}

export type RegistrySetting =
  | { source: 'inline'; registry: RegistryConfig }
  | { source: 'file'; path: string }
  | { source: 'default' };

/** Express's `trust proxy`: false, a hop count, or addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

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
  /** local: DATA_DIR/uploads. postgres: the database's stored_objects table. s3: `s3`. The last two are shared by every gateway. */
  storage: StorageDriver;
  /** Set with S3_BUCKET. */
  s3: S3Config | undefined;
  registry: RegistrySetting;
  releasesDir: string;
  /** Holds shell/dist and mfe-<name>/dist. */
  frontendDir: string;
  /** Unset: frontendDir/shell/dist. */
  shellDir: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  cspExtraOrigins: string[];
  /** The team's address shown to visitors (Terms of Service). */
  contactEmail: string;
  ai: AiConfig;
  /** Set: /auth/v1 is proxied to this Supabase project. Unset: the embedded auth service answers. */
  supabase: { url: string; anonKey: string } | undefined;
  /** The OpenID Connect providers the embedded auth service offers; a provider is absent when not configured. */
  oauth: OAuthProvidersConfig;
  auth: AuthConfig;
  /** Unset: the shared-password gate is off. */
  gatePassword: string | undefined;
  demoMode: boolean;
  mail: MailConfig;
  /** Every path the gateway forwards to another server (../proxy/proxy.ts). */
  proxy: ProxySettings;
  /** Set: rate-limit counters live in this Redis, shared by every gateway instance. */
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  /** How long a stop signal waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** Set: Pro is bought through Stripe Checkout. Unset: students request it from an admin. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is called: https://api.stripe.com, or a fake in tests. */
  api: { protocol: 'http' | 'https'; host: string; port: number };
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface AuthConfig {
  /** Unset: a secret generated once and kept in DATA_DIR/jwt-secret (never in production). */
  jwtSecret: string | undefined;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds after a sign-in during which a password change needs no reauthentication code. */
  recentSignInWindow: number;
  /** Seconds without a refresh after which a session ends. */
  sessionInactivityTimeout: number;
  /** Seconds after a sign-in after which its refresh tokens stop working. */
  refreshTokenMaxLifetime: number;
  /** Lower-cased. */
  adminEmails: string[];
  /** Lower-cased, without '@'. */
  companyEmailDomains: string[];
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash. */
  issuer: string;
}

export interface OAuthProvidersConfig {
  google: OAuthClientConfig | undefined;
  linkedin: OAuthClientConfig | undefined;
}

export interface MailConfig {
  /** Unset: mail is kept in the outbox table. */
  smtpUrl: string | undefined;
  from: string;
  adminNotifyEmail: string;
}

export interface AiConfig {
  /** Without a trailing slash; the service is used only when both it and `apiKey` are set. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  evaluationsPerMinute: number;
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

/** true or false, in any case. */
function flag() {
  return z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false'], { message: 'must be true or false' }))
    .transform((value) => value === 'true');
}

/** A whole number written in decimal, within bounds. */
function integerBetween(min: number, max: number) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be an integer between ${min} and ${max}`,
    })
    .transform(Number);
}

const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** A comma-separated list, trimmed and lower-cased (a leading '@' dropped), every entry passing `valid`. */
function lowerCaseList(valid: (entry: string) => boolean, message: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .refine((entries) => entries.every(valid), { message })
    .default([]);
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** A URL with one of `protocols`, else "must be <what>". */
const urlWith = (protocols: string[], what: string) =>
  z.string().refine((value) => hasProtocol(value, protocols), { message: `must be ${what}` });

/** An http(s) URL, without its trailing slashes. */
const httpBaseUrl = () =>
  urlWith(['http:', 'https:'], 'an http:// or https:// URL').transform((value) => value.replace(/\/+$/, ''));

/** An OpenID Connect issuer: https, or http on this machine (a local provider in tests). */
const issuerUrl = () =>
  httpBaseUrl().refine((value) => value.startsWith('https:') || ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname), {
    message: 'must be an https:// URL (http:// only for localhost)',
  });

/** The named ranges Express (proxy-addr) knows. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, or one with a /prefix that fits its family. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = () =>
  z.string().transform((value, ctx): TrustProxy => {
    if (value.toLowerCase() === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count, a comma-separated list of IP addresses or CIDR ranges, or false',
    });
    return z.NEVER;
  });

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
    HOST: z.string().optional(),
    NODE_ENV: z.enum(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    DATABASE_URL: z
      .string()
      .refine((value) => hasProtocol(value, ['postgres:', 'postgresql:']), {
        message: 'must be a postgres:// or postgresql:// URL',
      })
      .optional(),
    DATA_DIR: z.string().transform(absolute).optional(),
    STORAGE: z.enum(STORAGE_DRIVERS, { message: `must be one of ${STORAGE_DRIVERS.join(', ')}` }).optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: httpBaseUrl().optional(),
    S3_REGION: z.string().default(DEFAULT_S3_REGION),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag().optional(),
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
    FRONTEND_DIR: z.string().transform(absolute).optional(),
    SHELL_DIR: z.string().transform(absolute).optional(),
    PUBLIC_URL: httpBaseUrl().optional(),
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
    CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default(DEFAULT_CONTACT_EMAIL),
    AI_BASE_URL: httpBaseUrl().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default(DEFAULT_AI_MODEL),
    AI_TIMEOUT_MS: integerBetween(50, 120_000).default(DEFAULT_AI_TIMEOUT_MS),
    AI_EVALUATIONS_PER_MINUTE: integerBetween(1, 100_000).default(DEFAULT_EVALUATIONS_PER_MINUTE),
    SUPABASE_URL: httpBaseUrl().optional(),
    SUPABASE_ANON_KEY: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: issuerUrl().default(DEFAULT_GOOGLE_ISSUER),
    LINKEDIN_CLIENT_ID: z.string().optional(),
    LINKEDIN_CLIENT_SECRET: z.string().optional(),
    LINKEDIN_ISSUER: issuerUrl().default(DEFAULT_LINKEDIN_ISSUER),
    JWT_SECRET: z
      .string()
      .min(MIN_JWT_SECRET_LENGTH, { message: `must be at least ${MIN_JWT_SECRET_LENGTH} characters long` })
      .optional(),
    ACCESS_TOKEN_TTL: integerBetween(120, 7 * 24 * 3600).default(DEFAULT_ACCESS_TOKEN_TTL),
    RECENT_SIGN_IN_WINDOW: integerBetween(0, 24 * 3600).default(DEFAULT_RECENT_SIGN_IN_WINDOW),
    SESSION_INACTIVITY_TIMEOUT: integerBetween(300, 365 * 24 * 3600).default(DEFAULT_SESSION_INACTIVITY_TIMEOUT),
    REFRESH_TOKEN_MAX_LIFETIME: integerBetween(300, 365 * 24 * 3600).default(DEFAULT_REFRESH_TOKEN_MAX_LIFETIME),
    ADMIN_EMAILS: lowerCaseList(isEmail, 'must be a comma-separated list of e-mail addresses'),
    COMPANY_EMAIL_DOMAINS: lowerCaseList((entry) => DOMAIN.test(entry), 'must be a comma-separated list of domains such as acme.com'),
    GATE_PASSWORD: z.string().optional(),
    DEMO_MODE: flag().default(false),
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
    ADMIN_NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    PROXY_TIMEOUT_MS: integerBetween(100, 600_000).default(DEFAULT_PROXY_TIMEOUT_MS),
    REDIS_URL: urlWith(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
    TRUST_PROXY: trustProxy().default(false),
    SHUTDOWN_TIMEOUT_MS: integerBetween(100, 600_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: httpBaseUrl().default(DEFAULT_STRIPE_API_BASE),
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

/** Rules that tie variables together, as problems worded like the per-variable ones. */
function crossProblems(vars: z.output<ReturnType<typeof envSchema>>): string[] {
  const problems: string[] = [];
  if (Boolean(vars.SUPABASE_URL) !== Boolean(vars.SUPABASE_ANON_KEY)) {
    problems.push('SUPABASE_URL and SUPABASE_ANON_KEY must be set together, or neither');
  }
  if (!vars.JWT_SECRET && vars.NODE_ENV === 'production') problems.push('JWT_SECRET is required in production');
  else if (!vars.JWT_SECRET && vars.SUPABASE_URL) {
    problems.push("JWT_SECRET is required with SUPABASE_URL (the project's JWT secret, to verify its tokens)");
  }
  if (vars.STORAGE === 'postgres' && !vars.DATABASE_URL) {
    problems.push('STORAGE=postgres needs DATABASE_URL (uploads are kept in that PostgreSQL database)');
  }
  if (vars.STORAGE === 's3' && !vars.S3_BUCKET) problems.push('STORAGE=s3 needs S3_BUCKET');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither');
  }
  if (Boolean(vars.GOOGLE_CLIENT_ID) !== Boolean(vars.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together, or neither');
  }
  if (Boolean(vars.LINKEDIN_CLIENT_ID) !== Boolean(vars.LINKEDIN_CLIENT_SECRET)) {
    problems.push('LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET must be set together, or neither');
  }
  if (vars.SESSION_INACTIVITY_TIMEOUT <= vars.ACCESS_TOKEN_TTL) {
    problems.push('SESSION_INACTIVITY_TIMEOUT must be longer than ACCESS_TOKEN_TTL (sessions in use would end between two refreshes)');
  }
  if (vars.REFRESH_TOKEN_MAX_LIFETIME < vars.SESSION_INACTIVITY_TIMEOUT) {
    problems.push('REFRESH_TOKEN_MAX_LIFETIME must be at least SESSION_INACTIVITY_TIMEOUT');
  }
  if (Boolean(vars.STRIPE_SECRET_KEY) !== Boolean(vars.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together, or neither');
  }
  if (vars.NODE_ENV === 'production') {
    if (!vars.SMTP_URL) problems.push('SMTP_URL is required in production (mail would otherwise only reach the outbox table)');
    if (!vars.PUBLIC_URL) problems.push('PUBLIC_URL is required in production (the address links in mails point to)');
  }
  return problems;
}

function oauthClient(clientId: string | undefined, clientSecret: string | undefined, issuer: string): OAuthClientConfig | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, issuer } : undefined;
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
      const hidden = value === undefined || SECRET_VARIABLES.has(name);
      return hidden ? `${name} ${issue.message}` : `${name} ${issue.message} (got "${shown(value)}")`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = result.data;
  const problems = crossProblems(vars);
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const dataDir = vars.DATA_DIR ?? path.join(rootDir, '.data');
  let registry: RegistrySetting = { source: 'default' };
  if (vars.REGISTRY_JSON) registry = { source: 'inline', registry: vars.REGISTRY_JSON };
  else if (vars.REGISTRY_FILE) registry = { source: 'file', path: vars.REGISTRY_FILE };
  return {
    port: vars.PORT,
    host: vars.HOST ?? (vars.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    databaseUrl: vars.DATABASE_URL,
    rootDir,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    storage: vars.STORAGE ?? (vars.S3_BUCKET ? 's3' : vars.DATABASE_URL ? 'postgres' : 'local'),
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(vars.S3_ENDPOINT),
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    registry,
    releasesDir: vars.RELEASES_DIR ?? path.join(dataDir, 'releases'),
    frontendDir: vars.FRONTEND_DIR ?? rootDir,
    shellDir: vars.SHELL_DIR,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    cspExtraOrigins: vars.CSP_EXTRA_ORIGINS,
    contactEmail: vars.CONTACT_EMAIL,
    ai: {
      baseUrl: vars.AI_BASE_URL,
      apiKey: vars.AI_API_KEY,
      model: vars.AI_MODEL,
      timeoutMs: vars.AI_TIMEOUT_MS,
      evaluationsPerMinute: vars.AI_EVALUATIONS_PER_MINUTE,
    },
    supabase:
      vars.SUPABASE_URL && vars.SUPABASE_ANON_KEY ? { url: vars.SUPABASE_URL, anonKey: vars.SUPABASE_ANON_KEY } : undefined,
    oauth: {
      google: oauthClient(vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET, vars.GOOGLE_ISSUER),
      linkedin: oauthClient(vars.LINKEDIN_CLIENT_ID, vars.LINKEDIN_CLIENT_SECRET, vars.LINKEDIN_ISSUER),
    },
    auth: {
      jwtSecret: vars.JWT_SECRET,
      accessTokenTtl: vars.ACCESS_TOKEN_TTL,
      recentSignInWindow: vars.RECENT_SIGN_IN_WINDOW,
      sessionInactivityTimeout: vars.SESSION_INACTIVITY_TIMEOUT,
      refreshTokenMaxLifetime: vars.REFRESH_TOKEN_MAX_LIFETIME,
      adminEmails: vars.ADMIN_EMAILS,
      companyEmailDomains: vars.COMPANY_EMAIL_DOMAINS,
    },
    gatePassword: vars.GATE_PASSWORD,
    demoMode: vars.DEMO_MODE,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      adminNotifyEmail: vars.ADMIN_NOTIFY_EMAIL ?? vars.ADMIN_EMAILS[0] ?? DEFAULT_ADMIN_NOTIFY_EMAIL,
    },
    proxy: { timeoutMs: vars.PROXY_TIMEOUT_MS },
    redisUrl: vars.REDIS_URL,
    trustProxy: vars.TRUST_PROXY,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? { secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET, api: apiAddress(vars.STRIPE_API_BASE) }
        : undefined,
  };
}

/** The protocol, host and port of a base URL, as the stripe package takes them. */
function apiAddress(base: string): StripeConfig['api'] {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}
