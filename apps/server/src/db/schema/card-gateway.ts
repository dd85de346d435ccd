import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sandbox card gateway's own storage (a real gateway keeps this on its side). A token keeps
 * the first six and last four digits, as PCI DSS allows, and the test card's behaviour; never
 * the number or the CVV.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  bin: text('bin').notNull(),
  last4: text('last4').notNull(),
  scheme: text('scheme').notNull(),
  cardType: text('card_type').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  /** succeeds, challenge, declined or blocked. */
  behaviour: text('behaviour').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Payments of the sandbox gateway: one per merchant reference (Ferry's order id). */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** card, apple_pay, google_pay or open_banking. */
    kind: text('kind').notNull(),
    token: text('token'),
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    /** REQUIRES_ACTION, AUTHORIZED, DECLINED or CANCELLED. */
    status: text('status').notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('sandbox_gateway_payments_status_idx').on(table.status)],
);
