import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    context.addIssue({ code: 'custom', message: "must be a hop count or proxy addresses: 'true' would trust every hop, so a client could set its own address" });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) context.addIssue({ code: 'custom', message: 'more than 10 proxies in front of Ferry is not a real set-up' });
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0 || entries.length === 0) {
    context.addIssue({ code: 'custom', message: `must be a hop count or a list of proxy IP addresses or CIDR ranges (not: ${bad.join(', ').slice(0, 100)})` });
    return z.NEVER;
  }
  return entries;
}

function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
      context.addIssue({ code: 'custom', message: `must be a comma-separated list of origins such as https://ferry.example (not: ${entry.slice(0, 100)})` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
}

const PageUrl = z.url({ protocol: /^https?$/ }).optional();

/** Defaults that let a laptop run Ferry at once; production mode refuses them. */
const SANDBOX_AUTH_SECRET = 'ferry-sandbox-auth-secret-not-for-production';
const SANDBOX_BOT_CHECK_KEY = 'ferry-sandbox-bot-check-key-not-for-production';
const SANDBOX_QUOTE_SECRET = 'ferry-sandbox-quote-signing-secret-not-for-production';
/** base64 of 32 bytes; sandbox only. */
const SANDBOX_DOCUMENT_KEY = Buffer.from('ferry-sandbox-document-key-32by!').toString('base64');

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
  /**
   * Other origins the widget is served at besides PUBLIC_URL (comma-separated, e.g. a second
   * domain): payers opened there come back there from 3DS and bank pages.
   */
  WIDGET_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => parseOrigins(value, context)),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Key prefix of the rate-limit counters in Redis; instances sharing it share the limits. */
  RATE_LIMIT_NAMESPACE: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/).default('ferry-rl:'),
  /**
   * Which proxies in front of Ferry to believe about the client's address (X-Forwarded-For): off,
   * a hop count (the number of proxies), or a comma-separated list of proxy addresses or CIDR
   * ranges. Never every hop: then a client could name its own address and pass every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context) => parseTrustProxy(value, context))
    .default(false),
  IP_COUNTRY_HEADER: z.string().optional(),
  SANDBOX_IP_COUNTRY: z.string().length(2).toUpperCase().default('DE'),
  WIDGET_DIST: z.string().optional(),
  /** Keys the HMAC of one-time codes; at least 32 characters. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_AUTH_SECRET),
  ACCESS_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /** Codes one e-mail may request per 15 minutes. */
  OTP_REQUESTS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Sign-in calls (code requests and verifications) one client address may make per 15 minutes. */
  AUTH_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Signs the self-hosted ALTCHA challenges; at least 32 characters. */
  BOT_CHECK_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_BOT_CHECK_KEY),
  /** Upper bound of the ALTCHA proof-of-work search (the mean work is half of it). */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** With both set, hCaptcha replaces the self-hosted check. */
  HCAPTCHA_SECRET: z.string().optional(),
  HCAPTCHA_SITE_KEY: z.string().optional(),
  /** nodemailer SMTP transport URL (smtp:// or smtps://); without it mail goes to the sandbox mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Ferry <no-reply@ferry.localhost>'),
  /** Signs quote ids (HMAC-SHA256); at least 32 characters. Every instance must share it. */
  QUOTE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_QUOTE_SECRET),
  /** Where market prices come from: the sandbox reference prices, or CoinGecko. */
  PRICE_SOURCE: z.enum(['sandbox', 'coingecko']).default('sandbox'),
  COINGECKO_API_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().optional(),
  /** The card payment gateway; only the sandbox gateway exists so far. */
  CARD_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** Where sellers send crypto (deposit addresses); only the sandbox custody exists so far. */
  CRYPTO_CUSTODY: z.enum(['sandbox']).default('sandbox'),
  /** Who pays sellers out to their bank or card; only the sandbox payout provider exists so far. */
  PAYOUT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Who confirms bank transfers to Ferry's receiving accounts; only the sandbox bank exists so far. */
  SETTLEMENT_BANK: z.enum(['sandbox']).default('sandbox'),
  /** Who buys and sells the crypto of orders; only the sandbox desk exists so far. */
  LIQUIDITY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * Ferry's receiving bank accounts per payment method, as JSON (see providers/settlement/README.md);
   * without it the sandbox's example accounts are shown, which production refuses.
   */
  RECEIVING_ACCOUNTS: z.string().optional(),
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (Prometheus's bearer_token). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where KYC documents are kept, shared by every instance: the database (encrypted); an S3 adapter can be added. */
  DOCUMENT_STORAGE: z.enum(['database']).default('database'),
  /** Encrypts KYC documents at rest: 32 random bytes in base64 (`openssl rand -base64 32`). */
  DOCUMENT_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .default(SANDBOX_DOCUMENT_KEY),
  /** Whether this instance runs the background job workers (orders, e-mails, webhooks); tests turn them off. */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /** How often an idle job worker asks for due jobs, in milliseconds (pg-boss's minimum is 500). */
  JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(500),
  /** The identity-verification provider; only the sandbox exists so far, so production cannot start without one. */
  KYC_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Who scores orders for fraud with the widget's device session; only the sandbox exists so far. */
  FRAUD_DETECTION: z.enum(['sandbox']).default('sandbox'),
  /**
   * Addresses of Ferry's information pages for a production deployment (absolute https URLs);
   * unset, Ferry serves each page itself (`/support`, `/terms-of-service`, ...). See info-links.ts.
   */
  SUPPORT_URL: PageUrl,
  ABOUT_URL: PageUrl,
  PRIVACY_POLICY_URL: PageUrl,
  TERMS_OF_SERVICE_URL: PageUrl,
  BUSINESS_URL: PageUrl,
  CRYPTO_SCAMS_GUIDE_URL: PageUrl,
  UK_RISK_SUMMARY_URL: PageUrl,
  WHALE_APPLICATION_BUY_URL: PageUrl,
  WHALE_APPLICATION_SELL_URL: PageUrl,
  /** The support desk's address, shown on the support page. */
  SUPPORT_EMAIL: z.email().optional(),
  /** The compliance team's address (the scam warning's contact); unset, the support page's compliance section. */
  COMPLIANCE_EMAIL: z.email().optional(),
  /**
   * Error tracking (spec 000 section 9), off unless set: the server's Sentry DSN. Reports are
   * scrubbed of personal data (packages/rules error-tracking/scrub.ts). See docs/error-tracking.md.
   */
  ERROR_TRACKING_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** The widget's own Sentry DSN (a public key), handed to it by init-widget; unset, the widget reports nothing. */
  WIDGET_ERROR_TRACKING_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** The session-recording key: when set, the widget records 50% of sessions (replays on error are 5% either way). */
  WIDGET_SESSION_RECORDING_KEY: z.string().min(1).max(200).optional(),
  /** Address autocomplete: the offline sandbox suggester, or off (manual entry only). */
  ADDRESS_AUTOCOMPLETE: z.enum(['sandbox', 'off']).default('sandbox'),
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
  if (config.AUTH_SECRET === SANDBOX_AUTH_SECRET) problems.push('AUTH_SECRET must be set in production mode');
  if (config.BOT_CHECK_HMAC_KEY === SANDBOX_BOT_CHECK_KEY && !(config.HCAPTCHA_SECRET && config.HCAPTCHA_SITE_KEY))
    problems.push('BOT_CHECK_HMAC_KEY (or HCAPTCHA_SECRET and HCAPTCHA_SITE_KEY) must be set in production mode');
  if (!config.SMTP_URL) problems.push('SMTP_URL is required in production mode (the sandbox mailbox is not)');
  if (config.DOCUMENT_ENCRYPTION_KEY === SANDBOX_DOCUMENT_KEY) problems.push('DOCUMENT_ENCRYPTION_KEY must be set in production mode');
  if (config.QUOTE_SIGNING_SECRET === SANDBOX_QUOTE_SECRET) problems.push('QUOTE_SIGNING_SECRET must be set in production mode');
  if (config.CARD_GATEWAY === 'sandbox') problems.push('CARD_GATEWAY must name a real card gateway in production mode (the sandbox gateway is not)');
  if (config.PRICE_SOURCE === 'sandbox') problems.push('PRICE_SOURCE must name a real price source in production mode (the sandbox prices are not)');
  if (config.CRYPTO_CUSTODY === 'sandbox') problems.push('CRYPTO_CUSTODY must name a real custody provider in production mode (sandbox deposit addresses hold nothing)');
  if (config.PAYOUT_PROVIDER === 'sandbox') problems.push('PAYOUT_PROVIDER must name a real payout provider in production mode (the sandbox one pays nobody)');
  if (config.SETTLEMENT_BANK === 'sandbox') problems.push('SETTLEMENT_BANK must name a real bank in production mode (the sandbox bank receives nothing)');
  if (config.LIQUIDITY_PROVIDER === 'sandbox') problems.push('LIQUIDITY_PROVIDER must name a real liquidity provider in production mode (the sandbox desk trades nothing)');
  if (!config.RECEIVING_ACCOUNTS) problems.push("RECEIVING_ACCOUNTS is required in production mode (the sandbox's example accounts reach no bank)");
  if (config.KYC_PROVIDER === 'sandbox') problems.push('KYC_PROVIDER must name a real KYC provider in production mode (the sandbox one approves everyone)');
  if (config.FRAUD_DETECTION === 'sandbox') problems.push('FRAUD_DETECTION must name a real fraud-detection provider in production mode (the sandbox one rejects only its magic e-mail)');
  if (config.ADDRESS_AUTOCOMPLETE === 'sandbox') problems.push("ADDRESS_AUTOCOMPLETE must be 'off' or a real provider in production mode (the sandbox one suggests sample places)");
  return problems;
}
