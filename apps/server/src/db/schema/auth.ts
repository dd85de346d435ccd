import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A person who verified an e-mail code; created lazily at the first successful verify. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  status: text('status').notNull().default('ACTIVE'),
  kycStatus: text('kyc_status').notNull().default('NOT_SUBMITTED'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  termsOfServiceVersion: text('terms_of_service_version'),
  privacyPolicyVersion: text('privacy_policy_version'),
  tncAcceptedAt: at('tnc_accepted_at'),
  /** The language the user last used the widget in: e-mails sent later (order updates, cooling-off) are in it. */
  language: text('language').notNull().default('en'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastLoginAt: at('last_login_at'),
  /** The billing address of card payments (spec 001 section 5): BillingAddress of contracts/order-forms. */
  billingAddress: jsonb('billing_address'),
});

/** One e-mail one-time code. Only hashes are stored: the code under an HMAC, the stateToken under SHA-256. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    stateTokenHash: text('state_token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /** Set when a newer code for the same e-mail, asked from the same address, replaced this one. */
    replacedAt: at('replaced_at'),
    /** Who asked: a hash of the client's rate-limit key. A code asked elsewhere never replaces this one. */
    requester: text('requester'),
  },
  (table) => [
    index('login_codes_email_idx').on(table.email),
    index('login_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/** Opaque access tokens, stored as SHA-256 hashes; logout revokes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('access_tokens_user_id_idx').on(table.userId)],
);

/** Bot-check challenges already answered, kept until they expire so none is accepted twice. */
export const spentBotChallenges = pgTable(
  'spent_bot_challenges',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('spent_bot_challenges_expires_at_idx').on(table.expiresAt)],
);
