import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');
const csv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
/** Comma-separated, trimmed, case kept: group names, ids or paths are compared exactly. */
const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const publicUrlOf = (env: { PUBLIC_URL?: string | undefined; PORT: number }) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

/** localhost, 127.0.0.0/8 or [::1]: an origin only this machine can reach. */
export function isLoopbackOrigin(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** A listening address only this machine reaches. */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * The embedded IdP signs anyone in as a system administrator with a published password, so it runs by
 * itself only where nobody else can reach it; anywhere else only on an explicit EMBEDDED_IDP=on.
 */
function checkEmbeddedIdp(setting: 'on' | 'off' | undefined, external: boolean, publicUrl: string) {
  if (setting === 'on' && external)
    return 'EMBEDDED_IDP=on cannot be combined with OIDC_ISSUER: choose one identity provider';
  if (setting === 'off' && !external)
    return 'EMBEDDED_IDP=off needs an external identity provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET';
  if (setting === undefined && !external && !isLoopbackOrigin(publicUrl))
    return (
      `PUBLIC_URL ${publicUrl} is not a loopback address, and the embedded development identity provider ` +
      '(demo accounts, password "demo", one of them a system administrator) must not run there by accident. ' +
      'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for your identity provider, or EMBEDDED_IDP=on ' +
      'for a demonstration'
    );
  return undefined;
}

/** Every setting the product reads from the environment; the README's configuration table mirrors it. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: loopback while the embedded IdP is on (its demo sign-in stays on this machine), else all. */
    HOST: optionalString,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalString,
    /** A streaming replica for reads that may lag (search, detail, reports); unset: all on DATABASE_URL. */
    DATABASE_READ_URL: optionalString,
    /** statement_timeout of every connection, and the client's limit on an unanswered one; 0: none. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /**
     * At least two: an import commit holds one connection for its transaction and needs another beside it
     * (its claim, the search columns computed beside it, the next chunk read ahead); with one it would wait on
     * itself until its timeout.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    /**
     * Contact searches this process runs at once, the rest queued in arrival order (decision 111); 0: no
     * limit. One more than the cores: a search's Node work then overlaps the others' database work.
     */
    SEARCH_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(os.availableParallelism() + 1),
    /** How long a replica started before its database waits for it (growing pauses) before giving up. */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    SEED: z.enum(['demo', 'none']).default('demo'),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: z
      .string()
      .default('off')
      .transform((v, ctx): TrustProxy => {
        const parsed = parseTrustProxy(v);
        if ('value' in parsed) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    OIDC_ISSUER: optionalString,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_SCOPES: z.string().default('openid profile email'),
    OIDC_USERNAME_IS_VERIFIED_EMAIL: onOff.default(false),
    OIDC_ADMIN_GROUPS: list('SystemAdministrator'),
    /** Unset: on where PUBLIC_URL is loopback and no OIDC_ISSUER is set; elsewhere a deliberate `on` only. */
    EMBEDDED_IDP: optionalString.pipe(z.enum(['on', 'off']).optional()),
    EMBEDDED_IDP_CONFORM_ID_TOKEN_CLAIMS: onOff.default(false),
    SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(480),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce.number().int().min(1).default(24),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Longest a replica keeps a session and its grants in memory (decision 004); 0: read them every request. */
    AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    BOOTSTRAP_ADMIN_EMAILS: csv,
    LEGACY_SESSION_EXCHANGE: onOff.default(false),
    LEGACY_SESSION_SECRET: optionalString,
    COMPANY_WEBSITE_URL: z.url().default('https://www.example.com/'),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Requests per minute each directory-sync connection may send to /scim/v2 (decision 100). */
    SCIM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Largest SCIM request body in bytes (decision 100). */
    SCIM_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(65_536),
    JOB_WORKER: onOff.default(true),
    /** Prometheus metrics on a listener of their own; unset: no metrics (decision 092). */
    METRICS_PORT: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a port number')
        .transform(Number)
        .pipe(z.number().int().min(1).max(65535))
        .optional(),
    ),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  })
  .superRefine((env, ctx) => {
    const external = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (external !== 0 && external !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    const embeddedIdpIssue = checkEmbeddedIdp(env.EMBEDDED_IDP, external === 3, publicUrlOf(env));
    if (embeddedIdpIssue) ctx.addIssue({ code: 'custom', path: ['EMBEDDED_IDP'], message: embeddedIdpIssue });
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'METRICS_PORT must differ from PORT: metrics are never served on the application port',
      });
    }
    if (env.METRICS_PORT !== undefined && !env.METRICS_TOKEN && !isLoopbackHost(env.METRICS_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: `METRICS_HOST ${env.METRICS_HOST} is reachable from other machines: set METRICS_TOKEN (16+ characters) for Prometheus to send as a bearer token`,
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'DATABASE_READ_URL needs DATABASE_URL: the embedded PostgreSQL has no read replica',
      });
    }
    if (env.LEGACY_SESSION_EXCHANGE && !env.LEGACY_SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEGACY_SESSION_SECRET'],
        message: 'LEGACY_SESSION_SECRET is required when LEGACY_SESSION_EXCHANGE=on',
      });
    }
  });

/** The names of every setting, for the deployment files' test (every variable they set must be one). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type AppConfig = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  HOST: string;
  /** HOST came from the environment rather than the default. */
  hostIsExplicit: boolean;
  PUBLIC_URL: string;
  embeddedIdp: boolean;
};

/**
 * The start-up warning for an embedded IdP that others can reach through an explicit HOST: who that is.
 * Undefined when nobody but this machine can (loopback) or when the embedded IdP is off.
 */
export function embeddedIdpReachWarning(config: AppConfig): string | undefined {
  if (!config.embeddedIdp || !config.hostIsExplicit || isLoopbackHost(config.HOST)) return undefined;
  const everyInterface = config.HOST === '0.0.0.0' || config.HOST === '::' || config.HOST === '[::]';
  const who = everyInterface
    ? `anyone who can reach this machine on port ${config.PORT}, through any of its network interfaces`
    : `anyone who can reach ${config.HOST} on port ${config.PORT}`;
  return (
    `HOST=${config.HOST} with the embedded development identity provider on: ${who} can sign in as any ` +
    'demo account, including a system administrator, with the password "demo". Unset HOST to listen on ' +
    'loopback only, or set OIDC_ISSUER for a real identity provider.'
  );
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const embeddedIdp = !cfg.OIDC_ISSUER;
  return {
    ...cfg,
    HOST: cfg.HOST ?? (embeddedIdp ? '127.0.0.1' : '0.0.0.0'),
    hostIsExplicit: cfg.HOST !== undefined,
    PUBLIC_URL: publicUrlOf(cfg),
    embeddedIdp,
  };
}
