import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A UK user's FCA journey (modules/fca): the categorisation (with the name the user signed and
 * when), the risk assessment's attempt state and the cooling-off period. One row per user, so
 * every instance answers the same.
 */
export const fcaProfiles = pgTable('fca_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** HIGH_NET_WORTH_INVESTOR or RESTRICTED_INVESTOR, null until categorised. */
  categorization: text('categorization'),
  categorizedName: text('categorized_name'),
  categorizedAt: at('categorized_at'),
  /** The answers the category was derived from. */
  evaluation: jsonb('evaluation'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** When the next attempt may be taken, after the two attempts of a window failed. */
  retryAt: at('retry_at'),
  passedAt: at('passed_at'),
  coolingOffEndsAt: at('cooling_off_ends_at'),
  /** When the "cooling-off has ended" e-mail went out (the job sends it once). */
  coolingOffMailedAt: at('cooling_off_mailed_at'),
  updatedAt: at('updated_at').notNull(),
});

/** Every scored attempt, one per user and attempt number: a second submit of the same attempt cannot be scored. */
export const fcaAttempts = pgTable(
  'fca_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    assessmentSetId: text('assessment_set_id').notNull(),
    result: text('result').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    answers: jsonb('answers').notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.attempt] })],
);
