import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's own payout bank accounts (POST banks). SEPA_BANK keeps the IBAN; GBP_BANK the sort
 * code and account number. Numbers are kept in full because payouts need them; the API only ever
 * shows the last four. One row per user and account.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SEPA_BANK or GBP_BANK. */
    type: text('type').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    iban: text('iban'),
    sortCode: text('sort_code'),
    accountNumber: text('account_number'),
    /** The IBAN, or sort code and account number: what makes two entries the same account. */
    accountKey: text('account_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('bank_accounts_user_account_uq').on(table.userId, table.type, table.accountKey), index('bank_accounts_user_idx').on(table.userId)],
);
