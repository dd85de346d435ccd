import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every state change others must hear about (an order's status, a KYC decision, a
 * provider's news, a stream deposit step, an FCA timer) is written here in the same transaction
 * as the change, and fanned out as jobs to the queues subscribed to its type (src/events/).
 * Rows are kept: they are the history partners' webhooks are replayed from.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    /** What the event is about: an order id, a user id, a deposit id. */
    subject: text('subject').notNull(),
    userId: uuid('user_id'),
    partnerApiKey: text('partner_api_key'),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Commit-independent order of writing: events of one subject are read back in this order. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('events_subject_seq_idx').on(table.subject, table.seq),
    index('events_partner_seq_idx').on(table.partnerApiKey, table.seq),
  ],
);
