import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  FERRY_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  FERRY_DATA_DIR: z.string().default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default('*'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Key prefix of the rate-limit counters in Redis; instances sharing it share the limits. */
  RATE_LIMIT_NAMESPACE: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/).default('ferry-rl:'),
  TRUST_PROXY: booleanString.default(false),
  IP_COUNTRY_HEADER: z.string().optional(),
  SANDBOX_IP_COUNTRY: z.string().length(2).toUpperCase().default('DE'),
  WIDGET_DIST: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  isSandbox: boolean;
  publicUrl: string;
  dataDir: string;
  corsOrigins: '*' | string[];
};

/** Parses the environment once; everything else receives the Config object. */
export function parseEnv(source: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    isSandbox: env.FERRY_MODE === 'sandbox',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir: path.resolve(env.FERRY_DATA_DIR),
    corsOrigins:
      env.CORS_ORIGINS.trim() === '*'
        ? '*'
        : env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

/** Production refuses sandbox stand-ins: a real adapter must be configured for each. */
export function productionProblems(config: Config): string[] {
  if (config.isSandbox) return [];
  const problems: string[] = [];
  if (!config.DATABASE_URL) problems.push('DATABASE_URL is required in production mode');
  if (!config.IP_COUNTRY_HEADER)
    problems.push('IP_COUNTRY_HEADER is required in production mode (the sandbox geo-IP is not)');
  return problems;
}
