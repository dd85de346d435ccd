import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './foundation.js';

/**
 * The partner's secret for the partner API and for signing widget URLs. Kept as written, not
 * hashed: checking an HMAC signature needs the secret itself (see modules/partner-sessions/README.md).
 */
export const partnerSecrets = pgTable('partner_secrets', {
  apiKey: text('api_key')
    .primaryKey()
    .references(() => partners.apiKey),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partner settings about widget parameters; a partner without a row has the defaults. */
export const partnerSettings = pgTable('partner_settings', {
  apiKey: text('api_key')
    .primaryKey()
    .references(() => partners.apiKey),
  /** walletAddress, walletAddressesData, email and userData count only from a signed URL. */
  requiresSignedUrl: boolean('requires_signed_url').notNull().default(false),
});

/** Widget sessions a partner's server created; single use, 5 minutes. Only the id's hash is kept. */
export const widgetSessions = pgTable(
  'widget_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    partnerApiKey: text('partner_api_key')
      .notNull()
      .references(() => partners.apiKey),
    /** Query form: { name: text | [text] }. */
    params: jsonb('params').$type<Record<string, string | string[]>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('widget_sessions_expires_at_idx').on(table.expiresAt)],
);

/** One-time tokens a partner's server created for one user; single use, 5 minutes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    partnerApiKey: text('partner_api_key')
      .notNull()
      .references(() => partners.apiKey),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_expires_at_idx').on(table.expiresAt)],
);

/** Widget parameters the widget refused at start, kept for the partner to read. */
export const widgetParamRejections = pgTable(
  'widget_param_rejections',
  {
    id: serial('id').primaryKey(),
    partnerApiKey: text('partner_api_key')
      .notNull()
      .references(() => partners.apiKey),
    name: text('name').notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('widget_param_rejections_partner_idx').on(table.partnerApiKey, table.reportedAt),
  ],
);
