import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners } from './foundation.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A partner's webhook endpoint (one per partner) and its Standard Webhooks signing secret
 * (`whsec_...`), kept as written because signing needs it (like partner_secrets). After a
 * rotation the previous secret signs too, for a day, so the partner can switch without a gap.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  partnerApiKey: text('partner_api_key')
    .primaryKey()
    .references(() => partners.apiKey),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: at('previous_secret_expires_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  secretRotatedAt: at('secret_rotated_at').notNull(),
});

/**
 * One event as one partner hears it: the body is fixed when the event is fanned out and kept as
 * the exact text that is signed, so every try and every replay sends the same bytes under the
 * same webhook-id (the outbox event's id).
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    eventId: uuid('event_id').notNull(),
    partnerApiKey: text('partner_api_key').notNull(),
    type: text('type').notNull(),
    /** The order, user or deposit the event is about: deliveries of one subject go in order. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    occurredAt: at('occurred_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.partnerApiKey] }), index('webhook_messages_partner_idx').on(table.partnerApiKey, table.occurredAt)],
);

/**
 * Sending one message to the partner's endpoint, until a 2xx or out of tries. Deliveries of one
 * (partner, subject) line go one at a time in `seq` order: a later one waits while an earlier one
 * is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id').notNull(),
    partnerApiKey: text('partner_api_key').notNull(),
    subject: text('subject').notNull(),
    isReplay: boolean('is_replay').notNull(),
    /** pending, delivered or dead. */
    state: text('state').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** Whoever claimed the next try holds it until then (a crashed sender's claim runs out). */
    leaseUntil: at('lease_until'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_original_uq').on(table.eventId, table.partnerApiKey).where(sql`NOT ${table.isReplay}`),
    index('webhook_deliveries_line_idx').on(table.partnerApiKey, table.subject, table.seq).where(sql`${table.state} = 'pending'`),
    index('webhook_deliveries_event_idx').on(table.eventId, table.partnerApiKey),
  ],
);

/** Every try of a delivery: what was sent (timestamp and signature; the body is the message's) and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    partnerApiKey: text('partner_api_key').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    webhookTimestamp: text('webhook_timestamp').notNull(),
    signature: text('signature').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    attemptedAt: at('attempted_at').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId), index('webhook_attempts_partner_idx').on(table.partnerApiKey, table.attemptedAt)],
);
