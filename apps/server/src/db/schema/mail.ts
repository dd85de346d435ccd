import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail sent in sandbox mode, readable at GET /api/v1/sandbox/mailbox?email= . */
export const sandboxMailbox = pgTable(
  'sandbox_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The one-time code of a sign-in e-mail (sandbox only: production sends through SMTP). */
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Orders e-mails sent within the same millisecond. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [index('sandbox_mailbox_to_sent_idx').on(table.toAddress, table.sentAt)],
);
