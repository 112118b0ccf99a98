import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (the folder holding api/, web/, schema/). */
export const repoRoot = path.resolve(here, '..', '..');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** An http(s) URL that is an origin alone (a trailing `/` is allowed). */
function isPublicOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && u.pathname === '/' && !u.search && !u.hash;
  } catch {
    return false;
  }
}

/** An smtp:// or smtps:// URL with a host (credentials and query options allowed). */
function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** `local@domain` or `Display Name <local@domain>` (one address, no line breaks). */
function isMailbox(value: string): boolean {
  const address = /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+$/;
  const m = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  return !/[\r\n]/.test(value) && (m ? address.test(m[2]) : address.test(value));
}

/** The regulatory event providers REGULATORY_PROVIDERS may name (providers/regulatory/index.ts). */
export const REGULATORY_PROVIDER_NAMES = ['demo', 'file', 'openfda', 'federalregister'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Longest a single SQL statement may run in the server, in ms (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** The same for CLI commands (seed, import, analyze, db:migrate) and start-up migrations (0: no limit). */
  DB_CLI_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /** Longest wait for a free pooled connection before answering 503, in ms. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Longest wait for a new database connection (TCP and authentication), in ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Statements slower than this (ms) are logged at `warn` with their request id and operation (0: never). */
  DB_SLOW_QUERY_MS: z.coerce.number().int().min(0).max(86_400_000).default(500),
  /** Longest a header search (`searchTrials`, `GET /api/trials/search`) may run its SQL, in ms; also its longest wait for a turn. */
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_500),
  /** Header searches running at once per process (0: a third of the connection pool); as many more may wait, the rest get 503. */
  SEARCH_MAX_CONCURRENT: z.coerce.number().int().min(0).max(1_000).default(0),
  /** Memory for GraphQL answers of trial reads as a signed-out visitor gets them (a signed-in reader gets their viewer fields merged in), dropped when their trials change (server/response-cache.ts); 0: no cache. */
  GRAPHQL_RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(128),
  /** Trials kept in memory for company pages, dropped when they change (modules/companies/companies.cache.ts); 0: no cache. */
  VIEWER_REACTIONS_CACHE_USERS: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  COMPANY_TRIALS_CACHE_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(200_000),
  /** Longest a stopping process (SIGTERM, SIGINT) waits for in-flight HTTP requests before closing their connections, in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Longest a client may take to send a request's headers, in ms; then 408 and the connection is closed (slow clients). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Longest a client may take to send a whole request (headers and body), in ms; then 408. WebSocket connections are not affected. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** How long an idle keep-alive connection stays open, in ms (keep it above the idle timeout of a proxy in front). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5_000),
  /** WebSocket connections one client address may hold open on one process (0: no limit; loopback is never limited). */
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(50),
  /** Subscriptions open at once on one WebSocket connection. */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Operations one WebSocket connection may start per second, in bursts of up to three times as many. */
  WS_MAX_OPERATIONS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Bearer token that `GET /metrics` requires; unset or empty: no metrics endpoint. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'at least 16 characters (e.g. openssl rand -hex 32)').optional())
    .optional(),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().optional(),
  STOCK_PROVIDER: z.enum(['demo', 'yahoo']).default('demo'),
  /** ClinicalTrials.gov API v2 root used by `npm run import -- --live` (tests point it at a local fake). */
  CTGOV_BASE_URL: z.string().trim().url().default('https://clinicaltrials.gov/api/v2'),
  /** Background incremental sync every this long (`30m`, `6h`, `1d`; at least 1 minute); unset or empty: off. */
  CTGOV_SYNC_INTERVAL: z
    .string()
    .trim()
    .optional()
    .transform((v, zctx) => {
      if (!v) return undefined;
      const m = /^(\d+)\s*(s|m|h|d)$/i.exec(v);
      const ms = m ? Number(m[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2].toLowerCase() as 's' | 'm' | 'h' | 'd'] : NaN;
      if (!(ms >= 60_000)) {
        zctx.addIssue({ code: 'custom', message: 'expected a duration of at least 1 minute such as 30m, 6h or 1d' });
        return z.NEVER;
      }
      return ms;
    }),
  /** Phases the background sync asks for (comma-separated phase codes). */
  CTGOV_SYNC_PHASES: z
    .string()
    .default('PHASE3')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'])).min(1)),
  /** Regulatory event sources, comma-separated: demo (offline, the default), file (api/data/regulatory/events.csv), openfda, federalregister. */
  REGULATORY_PROVIDERS: z
    .string()
    .default('demo')
    .transform((v) => [
      ...new Set(
        (v.trim() || 'demo')
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z.enum(REGULATORY_PROVIDER_NAMES, {
            error: (iss) => `unknown provider ${JSON.stringify(iss.input)} (expected ${REGULATORY_PROVIDER_NAMES.join(', ')})`,
          }),
        )
        .min(1, { error: `name at least one of ${REGULATORY_PROVIDER_NAMES.join(', ')}` }),
    ),
  /** openFDA API key (optional: without one, openFDA allows 240 requests a minute and 1,000 a day). */
  OPENFDA_API_KEY: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .optional(),
  /** Company financials (cash runway, issue 31): demo (offline, the default) or sec (SEC XBRL company facts, then the stock provider's figures). */
  FINANCIALS_PROVIDER: z.enum(['demo', 'sec']).default('demo'),
  /** The User-Agent the SEC asks of every data.sec.gov client: a name and a contact e-mail ("Trialyst ops@example.com"). Required by FINANCIALS_PROVIDER=sec. */
  SEC_USER_AGENT: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .optional(),
  /** Root of the SEC's XBRL API (tests point it at a local fake). */
  SEC_BASE_URL: z.string().trim().url().default('https://data.sec.gov'),
  /** The index past reactions are measured against (abnormal move = the stock's move − the index's); the demo market lists it too. */
  MARKET_BENCHMARK_TICKER: z.string().trim().toUpperCase().default('XBI'),
  /**
   * The SMTP relay every email goes through (modules/mail): `smtp://host:587` (STARTTLS when offered),
   * `smtps://user:pass@host:465` (TLS from the start); credentials percent-encoded. Unset or empty: email is off.
   */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.string().refine(isSmtpUrl, 'expected an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465').optional())
    .optional(),
  /** The sender of every email: `Trialyst <alerts@example.com>` or a bare address; required with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.string().refine(isMailbox, 'expected an address such as alerts@example.com or "Trialyst <alerts@example.com>"').optional())
    .optional(),
  ANALYSIS_PROVIDER: z.enum(['rules', 'llm']).default('rules'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  SEED_ON_EMPTY: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Webhooks may target private, loopback and link-local addresses (tests, a trusted intranet). Off: such URLs are refused (SSRF). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Longest one webhook attempt may take, connection, answer and its body included, in ms (under the 60 s claim lease). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  SEED_TRIALS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  /**
   * The origin users reach the app at (`https://trialyst.example`): every absolute URL the server
   * writes (calendar links, the private feed URL) starts with it. Unset: server/public-origin.ts.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().refine(isPublicOrigin, 'expected an http(s) origin such as https://trialyst.example (no path, query or credentials)').optional())
    .transform((v) => (v === undefined ? undefined : new URL(v).origin))
    .optional(),
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host are believed (proxy-addr syntax: `loopback`,
   * `10.0.0.0/8`, comma-separated). Empty: none, so clients cannot spoof their address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((v) => {
      try {
        proxyaddr.compile(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        return true;
      } catch {
        return false;
      }
    }, 'expected proxy addresses or names understood by proxy-addr: loopback, linklocal, uniquelocal, an IP or a CIDR range, comma-separated'),
});

export type Config = z.infer<typeof envSchema> & { isProduction: boolean; isDevelopment: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // node:http refuses a headers timeout longer than the request timeout.
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid environment configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (${c.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    isProduction: c.NODE_ENV === 'production',
    isDevelopment: c.NODE_ENV === 'development',
  };
}

export class ConfigError extends Error {}

let cached: Config | undefined;
/** The process-wide config, parsed once. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
