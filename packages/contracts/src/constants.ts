/** Business constants of the spec (000 and 001, section 9). */
export const TERMS_OF_SERVICE_VERSION = '1.1.0';
export const PRIVACY_POLICY_VERSION = '1.1.0';

export const DELIVERY_MINUTES = { fast_funds: 30, standard: 48 * 60 } as const;

/** US state codes held in a list (spec 000 section 9): the Zero Hash excluded states. */
export const US_EXCLUDED_STATE_CODES = [
  'CA', 'CO', 'CT', 'DC', 'ID', 'IN', 'KS', 'MT', 'PA', 'VA', 'WI', 'MA',
] as const;

export const QUERY_RETRY_COUNT = 2;
export const QUOTE_DEBOUNCE_MS = 600;
export const COPIED_CONFIRMATION_MS = 1000;
export const APPLE_PAY_READINESS_CHECK_MS = 500;
export const FOOTER_BUTTON_DEBOUNCE_MS = 300;
export const DRAWER_OPEN_DELAY_MS = 10;
export const DRAWER_CLOSE_DELAY_MS = 300;
export const TOAST_MS = 2000;

export const POLL_EXTERNAL_KYC_MS = 2000;
export const POLL_EXTERNAL_KYC_FALLBACK_MS = 8000;
export const POLL_RELIANCE_MS = 2000;
export const POLL_RELIANCE_START_DELAY_MS = 4000;
export const POLL_USER_MS = 2000;
export const POLL_ORDER_MS = 2000;
/** Payout card status polling (spec 001 sections 4 and 9). */
export const POLL_PAYOUT_CARD_MS = 2000;
/** The 'Card Authorization' frame's countdown before 'I've authorized the payment' shows (spec 001 section 9). */
export const CARD_AUTHORIZATION_COUNTDOWN_MS = 10_000;

export const SELL_LIMIT_DEFAULTS = {
  defaultCryptoAmount: '100',
  minCryptoAmount: '10',
  maxCryptoAmount: '10000000',
} as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const SSN_MAX_LENGTH = 11;
export const DATE_OF_BIRTH_MIN_YEARS = 18;
export const DATE_OF_BIRTH_MAX_YEARS = 100;
export const DATE_OF_BIRTH_DEFAULT_YEARS = 25;

export const WIDGET_WIDTH_REM = 30;
export const MOBILE_BREAKPOINT_PX = 600;

/** Environments chosen from the host name (spec 000 section 9). */
export const ENVIRONMENTS = ['dev', 'stg', 'beta', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Sandbox partner keys of DESIGN.md; tests and users rely on them. */
export const SANDBOX_PARTNER_KEYS = {
  demo: 'pk_sandbox_demo',
  disabled: 'pk_sandbox_disabled',
  kybPending: 'pk_sandbox_kyb_pending',
  ferry: 'pk_sandbox_ferry',
  sellOnly: 'pk_sandbox_sell_only',
} as const;

/** Error tracking (spec 000 section 9, spec 001 section 7): replays of sessions with an error, and sessions recorded when a key is configured. */
export const ERROR_REPLAY_SAMPLE_RATE = 0.05;
export const SESSION_RECORDING_SAMPLE_RATE = 0.5;
