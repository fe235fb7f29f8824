import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { withSecretFiles as readSecretFiles } from '@mesto/domain';
import { z } from 'zod';

// The one place that reads process.env: everything else receives a validated Env.
const csv = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/** Hosts, addresses or `host:port` pairs, comma-separated: `127.0.0.1,localhost:8080,[::1]:9000`. */
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i, 'Ожидается хост или хост:порт')));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address (`10.0.0.5`), a network (`10.0.0.0/8`, `fd00::/8`) or a named range (`loopback`, `uniquelocal`). */
const proxyAddress = z.string().refine((value) => {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', bits, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}, 'expected an IP address, a CIDR network or one of loopback, linklocal, uniquelocal');

/** Signs tokens on a laptop and in tests; known to anyone who reads this file, so never accepted in production. */
const DEVELOPMENT_TOKEN_SECRET = 'development-secret-change-me-in-production-0123456789';

/**
 * Bounds on how long PostgreSQL may keep a request waiting (milliseconds); the embedded PGlite runs in the process and
 * needs none. Past any of them the request is answered 503 with Retry-After, and the pool goes on by itself.
 */
const databaseTimeouts = z.object({
  /**
   * How long one statement may run before the server cancels it (statement_timeout). The API's statements take
   * milliseconds; this stops one that waits on a lock or scans far more than it should. The migrate step is not bound.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /**
   * How long one query may wait for its answer here, whatever the server does: a connection that died without a word
   * (a server restarted behind a firewall, a cut network) never answers, and TCP would retry for a quarter of an hour.
   * The query is given up and its connection closed. Above DATABASE_STATEMENT_TIMEOUT_MS, so that a slow statement on
   * a live connection is the server's to cancel.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(12_000),
  /** A transaction left idle this long is ended by the server (idle_in_transaction_session_timeout): its locks go. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long opening a connection may take (the server down, restarting or unreachable). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
});

export type DatabaseTimeouts = z.infer<typeof databaseTimeouts>;
/** The bounds when the caller of openDatabase gives none (the migrate step and scripts). */
export const DATABASE_TIMEOUT_DEFAULTS: DatabaseTimeouts = databaseTimeouts.parse({});

const envObject = z.object({
  /**
   * How long a write with an Idempotency-Key holds its key while it runs (plugins/idempotency.ts): a retry meanwhile is
   * a 409; past it, a claim whose node died without writing anything may be taken over by the retry.
   */
  IDEMPOTENCY_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /**
   * A read replica of DATABASE_URL: the public lists, search and the feed read from it. A client that wrote within
   * READ_YOUR_WRITES_SECONDS reads from the primary instead, so it sees its own writes whatever the replica's lag.
   */
  DATABASE_READ_URL: z.url().optional(),
  ...databaseTimeouts.shape,
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Redis for socket fan-out across API nodes and for the counters of rate limits and sign-in throttling. */
  REDIS_URL: z.url().optional(),
  /** Prepended to every key the API writes in Redis (several deployments, or test runs, on one Redis). */
  REDIS_KEY_PREFIX: z.string().default('mesto:'),
  /**
   * The one notion of production: PRODUCTION means real secrets (the start is refused without them), Secure cookies,
   * HSTS, no response checks, no migrations on start and the built apps served. Unset, it follows NODE_ENV
   * (`production` → PRODUCTION), which is all a container image sets; anything else is LOCAL.
   */
  APP_ENV: z.enum(['LOCAL', 'PRODUCTION']).optional(),
  /** Origins of the visitor site and the business panel allowed to make cookie-authenticated writes. */
  ALLOWED_ORIGINS: csv.default([
    'http://localhost:5173',
    'http://localhost:5174',
    'http://127.0.0.1:5173',
    'http://127.0.0.1:5174',
    'http://localhost:4173',
    'http://localhost:4174',
    'http://127.0.0.1:4173',
    'http://127.0.0.1:4174',
  ]),
  /** Cookie domain shared by the main domain and the business subdomain, e.g. `.gorod.example`. */
  COOKIE_DOMAIN: z.string().optional(),
  /** Secret that signs access tokens and seals refresh tokens; the development default is refused in PRODUCTION. */
  TOKEN_SECRET: z.string().min(32).default(DEVELOPMENT_TOKEN_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_NAME: z.string().optional(),
  /**
   * Shared with the Telegram bot (apps/bot), which sends it in `x-mesto-bot-secret` to the internal routes under
   * /api/internal/bot; unset, those routes are off. `pnpm start` generates one for both when a bot token is set.
   */
  BOT_INTERNAL_SECRET: z.string().min(16).optional(),
  /**
   * Notifications in browsers (Web Push): the VAPID key pair the API signs its pushes with (base64url, e.g. from
   * `npx web-push generate-vapid-keys`) and a contact for the push services (`mailto:` or `https:`). Unset outside
   * production: a pair is generated once and kept in DATA_DIR/vapid.json, so browsers' subscriptions survive restarts.
   * Unset in production: notifications in browsers are off (a pair changed later invalidates every subscription).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'expected a base64url P-256 public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'expected a base64url P-256 private key (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'expected mailto:address or an https: URL')
    .optional(),
  /**
   * Origins besides https ones that browsers' push addresses may be on, e.g. `http://127.0.0.1` (any port) for a push
   * service a test runs; refused in production.
   */
  PUSH_ALLOW_HTTP_ENDPOINTS: csv.default([]),
  /**
   * Fetch the sources (calendars, feeds, pages) that are due from this process: every API node may, each source is
   * claimed by one node per interval.
   */
  SOURCE_POLLING: z.enum(['on', 'off']).default('on'),
  /** The wait of the sources' poller when nothing is due, in milliseconds. */
  SOURCE_POLL_IDLE_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** How long «fetch now» waits for a fetch of the same source already under way before it answers 409. */
  SOURCE_FETCH_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(20_000),
  /**
   * Hosts and addresses (`127.0.0.1`, `127.0.0.2:8080`) sources may be fetched from although they are not public:
   * for tests and benches with fixture servers on loopback; refused in production.
   */
  SOURCE_FETCH_ALLOW: hostList.default([]),
  /** Telegram's Bot API (a test's own server in tests): the channel checks of the sources call it. */
  TELEGRAM_API_ROOT: z.url().optional(),
  /** Send the outbox's browser notifications from this process (every API node may; they share the rows). */
  PUSH_DELIVERY: z.enum(['on', 'off']).default('on'),
  /** The business panel's address: browser notifications about business open there (the site's own on the site). */
  BUSINESS_URL: z.url().default('http://localhost:4174'),
  /**
   * An OpenAI-compatible chat-completions server for text intelligence (a hosted model, or a local llama.cpp /
   * Ollama / vLLM), e.g. `https://api.openai.com/v1`. With AI_BASE_URL and AI_MODEL unset the built-in rule-based
   * provider answers, with no outside service; a failed, slow or invalid answer falls back to it too.
   */
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().optional(),
  /** Sent as `Authorization: Bearer …` where the server needs one. */
  AI_API_KEY: z.string().optional(),
  /** How long one model answer may take before the built-in provider answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(15_000),
  /**
   * Worker threads that read texts with the built-in provider, off the event loop; unset, one fewer than the cores
   * (at least one, at most four). 0 reads on the event loop itself, with no time budget: only where no stranger's
   * text arrives (the tests of other features, which would otherwise start a worker for each app they build).
   */
  TEXT_INTELLIGENCE_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * How long one reading may keep a worker busy (the catalogue lookup not counted); past it the worker is ended and
   * the caller gets a 503. A long post takes well under a second.
   */
  TEXT_INTELLIGENCE_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(10_000),
  PUBLIC_FILES_URL: z.string().default('/api/files/raw'),
  /** Where files are kept: a folder under DATA_DIR (one node), or an S3-compatible bucket (any number of nodes). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible server, e.g. `http://minio:9000`; absent for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for most self-hosted servers (MinIO, Ceph): the bucket is a path segment, not a host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Addresses of the reverse proxies in front of the API. Only a request arriving from one of them may say, in
   * X-Forwarded-For / -Proto / -Host, who the client is; by default nobody may, so a caller cannot pick the address
   * that per-address limits count and sessions record.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(proxyAddress))
    .default([]),
  /** How long a just-replaced refresh token still yields the pair it was exchanged for (two tabs refreshing at once). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  UPLOADS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(200),
  /** Page views one address may count in an hour: a person reads far fewer pages, a script cannot inflate counts. */
  PAGE_VIEWS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /** Pixels of images being re-encoded or waiting for it, together; uploads beyond it are asked to retry. */
  IMAGE_QUEUE_MEGAPIXELS: z.coerce.number().positive().default(120),
  /**
   * Check every response against its schema (`lib/serializer.ts`): on by default outside PRODUCTION, so tests and
   * local runs catch a body that drifts from the contract; production writes bodies as they are built.
   */
  CHECK_RESPONSES: z.enum(['on', 'off']).optional(),
  /** A port of its own for Prometheus metrics (`GET /metrics`); absent, no metrics server listens. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Where the metrics server listens: loopback unless an operator names another interface (`0.0.0.0` in a container
   * whose port only the scraper's network reaches). Not HOST: that is every interface in the container image.
   */
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `production` (as in a container image) means: no migrations on start, the built apps served by this process. */
  NODE_ENV: z.string().optional(),
  /**
   * Apply pending migrations when the server starts: on by default outside production (the embedded database, a
   * laptop); in production the migrate step (`node dist/migrate.js`) does it once before the nodes start.
   */
  MIGRATE_ON_START: z.enum(['on', 'off']).optional(),
  /**
   * Serve the two built apps from this process (static files and the public pages rendered on the server): on by
   * default in production. The business panel answers on hosts whose first label is `business` (BUSINESS_HOST).
   */
  MESTO_SERVE_APPS: z.enum(['on', 'off']).optional(),
  /** The visitor site's folder (its `dist/` and `dist-ssr/`); default `../visitor` from the working directory. */
  SITE_DIR: z.string().optional(),
  /** The business panel's folder (its `dist/`); default `../business` from the working directory. */
  BUSINESS_DIR: z.string().optional(),
  /** Hosts of the business panel (comma-separated, with or without port); default: any host starting `business.`. */
  BUSINESS_HOST: z.string().optional(),
  /** `off` serves the site's bare shell instead of pages rendered on the server (the bench compares both). */
  MESTO_SERVER_RENDER: z.enum(['on', 'off']).optional(),
  /** On SIGTERM: how long in-flight requests may take to finish before the process exits anyway. */
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /**
   * The automatic brakes of moderation: a new account's links and phone numbers, and bursts of opinions, wait for a
   * moderator. `off` only where people are not real (tests of other features write opinions in bursts).
   */
  MODERATION_BRAKES: z.enum(['on', 'off']).default('on'),
});

/** APP_ENV resolved once, here: every reader of the settings sees LOCAL or PRODUCTION, never two notions of it. */
export const envSchema = envObject.transform(({ APP_ENV, ...env }) => ({
  ...env,
  APP_ENV: appEnvOf(APP_ENV, env.NODE_ENV),
}));

function appEnvOf(appEnv: 'LOCAL' | 'PRODUCTION' | undefined, nodeEnv: string | undefined): 'LOCAL' | 'PRODUCTION' {
  return appEnv ?? (nodeEnv === 'production' ? 'PRODUCTION' : 'LOCAL');
}

export type Env = z.infer<typeof envSchema>;

/** Production as an operator sets it: APP_ENV=PRODUCTION, or NODE_ENV=production with APP_ENV unset. */
export function isProduction(env: Pick<Env, 'APP_ENV'>): boolean {
  return env.APP_ENV === 'PRODUCTION';
}

/**
 * What a production start lacks, by name, with what to do: a process that signs sessions with a secret printed in
 * the source, or that could not reach its files, must not start at all. Empty outside production.
 */
export function missingProductionSecrets(env: Env): string[] {
  if (!isProduction(env)) return [];
  const missing: string[] = [];
  if (env.TOKEN_SECRET === DEVELOPMENT_TOKEN_SECRET) {
    missing.push('TOKEN_SECRET (32 or more random characters, e.g. `openssl rand -hex 32`)');
  }
  if (env.TELEGRAM_BOT_TOKEN && !env.BOT_INTERNAL_SECRET) {
    missing.push('BOT_INTERNAL_SECRET (16 or more random characters, the same for the API and the bot)');
  }
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) {
    missing.push('VAPID_SUBJECT (mailto:address or an https: URL the push services may reach you at)');
  }
  if (env.STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) missing.push(`${name} (STORAGE=s3)`);
    }
  }
  return missing;
}

/** The settings that are secrets: each may come from a file named by `<NAME>_FILE` (compose secrets, a mounted volume). */
export const SECRET_FILE_SETTINGS = [
  'TOKEN_SECRET',
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'DATABASE_PASSWORD',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'BOT_INTERNAL_SECRET',
  'TELEGRAM_BOT_TOKEN',
  'VAPID_PRIVATE_KEY',
] as const;

/**
 * The environment with each secret read from its `<NAME>_FILE` (@mesto/domain's `withSecretFiles`), and
 * `DATABASE_PASSWORD`, when given, put into the database URLs that carry no password of their own (encoded as a URL
 * needs it).
 */
export function withSecretFiles(
  source: Record<string, string | undefined>,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Record<string, string | undefined> {
  let result: Record<string, string | undefined>;
  try {
    result = readSecretFiles(source, SECRET_FILE_SETTINGS, read);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`);
  }
  const password = result.DATABASE_PASSWORD;
  if (password) {
    for (const name of ['DATABASE_URL', 'DATABASE_READ_URL'] as const) {
      const value = result[name];
      if (!value) continue;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        continue; // the schema below names the setting
      }
      if (url.password === '') {
        url.password = encodeURIComponent(password);
        result[name] = url.toString();
      }
    }
  }
  return result;
}

export function loadEnv(given: Record<string, string | undefined> = process.env): Env {
  const source = withSecretFiles(given);
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const missing = missingProductionSecrets(parsed.data);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: production (APP_ENV=PRODUCTION or NODE_ENV=production) does not start without ${missing.join('; ')}`,
    );
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (set both or neither)');
  }
  if (isProduction(parsed.data) && parsed.data.SOURCE_FETCH_ALLOW.length > 0) {
    throw new Error('Invalid configuration: SOURCE_FETCH_ALLOW is for tests and is refused in production');
  }
  if (isProduction(parsed.data) && parsed.data.PUSH_ALLOW_HTTP_ENDPOINTS.length > 0) {
    throw new Error('Invalid configuration: PUSH_ALLOW_HTTP_ENDPOINTS is for tests and is refused in production');
  }
  if (parsed.data.DATABASE_QUERY_TIMEOUT_MS <= parsed.data.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must be above DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement; the client bound is for a connection that never answers)',
    );
  }
  if (parsed.data.STORAGE === 's3' && !parsed.data.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET must be set when STORAGE=s3');
  }
  return parsed.data;
}

/** Settings for tests and scripts: defaults plus overrides, without reading the process environment. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  // The brakes hold the opinions that tests of other features write in bursts; their own tests turn them on. Readings
  // run on the test's own thread: the worker pool has tests of its own (reading-off-the-event-loop.test.ts), and the
  // rest would start a worker for every app they build.
  const env: Env = {
    ...envSchema.parse({}),
    LOG_LEVEL: 'silent',
    SEED: 'never',
    MODERATION_BRAKES: 'off',
    TEXT_INTELLIGENCE_WORKERS: 0,
    // The browser notifications' sender runs where a test asks for it (push.test.ts), not beside every app.
    PUSH_DELIVERY: 'off',
    // The sources' poller runs where a test asks for it (sources tests), not beside every app.
    SOURCE_POLLING: 'off',
    ...overrides,
  };
  return { ...env, APP_ENV: appEnvOf(overrides.APP_ENV, env.NODE_ENV) };
}
