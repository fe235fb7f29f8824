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

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  APP_ENV: z.enum(['LOCAL', 'PRODUCTION']).default('LOCAL'),
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
  /** Secret that signs access tokens; a development default is used outside PRODUCTION. */
  TOKEN_SECRET: z.string().min(32).default('development-secret-change-me-in-production-0123456789'),
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
  AI_PROVIDER_URL: z.url().optional(),
  AI_PROVIDER_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  PUBLIC_FILES_URL: z.string().default('/api/files/raw'),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (
    parsed.data.APP_ENV === 'PRODUCTION' &&
    parsed.data.TOKEN_SECRET === envSchema.shape.TOKEN_SECRET.parse(undefined)
  ) {
    throw new Error('Invalid configuration: TOKEN_SECRET must be set in PRODUCTION');
  }
  return parsed.data;
}

/** Settings for tests and scripts: defaults plus overrides, without reading the process environment. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...envSchema.parse({}), LOG_LEVEL: 'silent', SEED: 'never', ...overrides };
}
