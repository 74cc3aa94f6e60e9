import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The secret used when none is configured: fine for a laptop, refused in production. */
export const DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

/** The ABP template's published secret of `SupplierPortal_App`: demo only, refused in production. */
export const DEMO_APP_CLIENT_SECRET = '1q2w3e*';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').default(DEV_SECRET),
  PUBLIC_URL: z.string().url().optional(),
  ACCESS_TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).default(3600),
  REFRESH_TOKEN_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 24 * 3600),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  CLIENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  APP_CLIENT_SECRET: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  SEED_DEMO_DATA: bool.optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  TRUST_PROXY: bool.default(false),
  WEB_ROOT: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` means the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | undefined;
  secretKey: string;
  publicUrl: string | undefined;
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  /** 0 turns the limiter off (benchmarks). */
  tokenRateLimitPerMinute: number;
  /** Requests per minute of one client-credentials client (integration calls); 0 turns it off. */
  clientRateLimitPerMinute: number;
  /**
   * The secret `SupplierPortal_App` is created with on first start; null creates no such client.
   * Defaults to the demo secret outside production; production needs its own.
   */
  appClientSecret: string | null;
  /** Origins allowed to call the API from a browser (CORS); empty means none. */
  corsOrigins: string[];
  seedDemoData: boolean;
  adminPassword: string | undefined;
  logLevel: string;
  /** How long a transaction may wait for its turn (db/fair-queue.ts) before the request is a 503. */
  databaseQueueTimeoutMs: number;
  trustProxy: boolean;
  /** The built web app (index.html and assets); served when it exists. */
  webRoot: string | undefined;
}

export class ConfigError extends Error {}

/** apps/web/dist: two levels up from apps/server/src (tests, dev) and apps/server/dist (the bundle) alike. */
function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const config: AppConfig = {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    publicUrl: e.PUBLIC_URL,
    accessTokenLifetimeSeconds: e.ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshTokenLifetimeSeconds: e.REFRESH_TOKEN_LIFETIME_SECONDS,
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    clientRateLimitPerMinute: e.CLIENT_RATE_LIMIT_PER_MINUTE,
    appClientSecret: e.APP_CLIENT_SECRET ?? (production ? null : DEMO_APP_CLIENT_SECRET),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    databaseQueueTimeoutMs: e.DATABASE_QUEUE_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    webRoot: path.resolve(e.WEB_ROOT ?? defaultWebRoot()),
  };
  if (production) assertProductionSafe(config);
  return config;
}

function assertProductionSafe(config: AppConfig) {
  const problems: string[] = [];
  if (config.secretKey === DEV_SECRET) problems.push('SECRET_KEY is the development default: set your own.');
  if (config.appClientSecret === DEMO_APP_CLIENT_SECRET)
    problems.push('APP_CLIENT_SECRET is the published demo secret of SupplierPortal_App: set your own.');
  if (config.seedDemoData) problems.push('SEED_DEMO_DATA must be off: demo users have published passwords.');
  if (problems.length) throw new ConfigError(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
}
