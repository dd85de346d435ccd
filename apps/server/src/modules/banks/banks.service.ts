import { type AddBankRequest, type Bank, type BankAccountDetails, BankType, ErrorCode, type UserBankRecord } from '@ferry/contracts';
import { checkBankDetails, maskAccount } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { fieldProblemMessage } from '../../http/field-problem-message.js';
import type { PayoutDestination } from '../../providers/payouts/payouts.js';
import { type BankRow, findUserBank, insertBankIfNew, listUserBanks } from './banks.repository.js';

/** The bank fields as the API names them, with the text of an invalid value. */
const BANK_FIELDS = {
  accountHolderName: { name: 'Account holder name', regexErrorMessage: 'Enter a valid account holder name' },
  iban: { name: 'IBAN', regexErrorMessage: 'Enter a valid IBAN' },
  sortCode: { name: 'Sort code', regexErrorMessage: 'Enter a valid sort code' },
  accountNumber: { name: 'Account number', regexErrorMessage: 'Enter a valid account number' },
} as const;

const accountOf = (row: BankRow) => row.iban ?? row.accountNumber ?? '';

export function toBank(row: BankRow): Bank {
  return {
    id: row.id,
    type: BankType.parse(row.type),
    accountNumber: maskAccount(accountOf(row)),
    accountHolderName: row.accountHolderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST banks (spec 000 section 7): the user's own payout account, checked with the rules the
 * widget runs (IBAN checksum, sort code, account number, holder name). Adding an account the user
 * already has answers it again.
 */
export async function addBank(ctx: AppContext, { userId, body }: { userId: string; body: AddBankRequest }): Promise<Bank> {
  const checked = checkBankDetails(body);
  if (!checked.ok) {
    const [field, problem] = Object.entries(checked.errors)[0] ?? ['iban', 'INVALID'];
    throw new AppError(ErrorCode.VALIDATION_ERROR, fieldProblemMessage(BANK_FIELDS[field as keyof typeof BANK_FIELDS], problem), {
      params: { field, problem },
    });
  }
  const bank = checked.value;
  const row = await insertBankIfNew(ctx.db, {
    userId,
    type: bank.type,
    accountHolderName: bank.accountHolderName,
    ...(bank.type === 'SEPA_BANK'
      ? { iban: bank.iban, accountKey: bank.iban }
      : { sortCode: bank.sortCode, accountNumber: bank.accountNumber, accountKey: `${bank.sortCode}/${bank.accountNumber}` }),
    createdAt: ctx.now(),
  });
  return toBank(row);
}

/** The banks of the user record (spec 001 section 3 "User": id, type, accountNumber or iban), masked. */
export async function listBankRecords(ctx: AppContext, { userId }: { userId: string }): Promise<UserBankRecord[]> {
  return (await listUserBanks(ctx.db, userId)).map((row) => {
    const masked = maskAccount(accountOf(row));
    return row.type === 'SEPA_BANK' ? { id: row.id, type: row.type, iban: masked } : { id: row.id, type: row.type, accountNumber: masked };
  });
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** One of the user's own banks, for a payout: 404 for anyone else's or a missing one. */
export async function requireOwnBank(ctx: AppContext, { userId, bankId }: { userId: string; bankId: string }): Promise<Bank> {
  const row = isUuid(bankId) ? await findUserBank(ctx.db, { userId, bankId }) : null;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Bank not found');
  return toBank(row);
}

/** Where a payout to one of the user's banks goes; null when the bank is gone. */
export async function payoutDestinationOfBank(ctx: AppContext, { userId, bankId }: { userId: string; bankId: string }): Promise<PayoutDestination | null> {
  const row = isUuid(bankId) ? await findUserBank(ctx.db, { userId, bankId }) : null;
  if (!row) return null;
  if (row.type === 'SEPA_BANK' && row.iban) return { kind: 'SEPA_BANK', iban: row.iban, accountHolderName: row.accountHolderName };
  if (row.type === 'GBP_BANK' && row.sortCode && row.accountNumber) {
    return { kind: 'GBP_BANK', sortCode: row.sortCode, accountNumber: row.accountNumber, accountHolderName: row.accountHolderName };
  }
  return null;
}

/** An order's payout bank as the order shows it (masked), or null when it has none. */
/** The user's banks read once, as a lookup by id: a list of orders shows each one's bank without a query per order. */
export async function userBankDetailsLookup(ctx: AppContext, { userId }: { userId: string }): Promise<(bankId: string | null) => BankAccountDetails | null> {
  const byId = new Map((await listUserBanks(ctx.db, userId)).map((row) => [row.id, row]));
  return (bankId) => {
    const row = bankId ? byId.get(bankId) : undefined;
    if (!row) return null;
    const { id, type, accountNumber, accountHolderName } = toBank(row);
    return { id, type, accountNumber, accountHolderName };
  };
}

export async function bankAccountDetailsOf(ctx: AppContext, { userId, bankId }: { userId: string; bankId: string | null }): Promise<BankAccountDetails | null> {
  const row = bankId && isUuid(bankId) ? await findUserBank(ctx.db, { userId, bankId }) : null;
  if (!row) return null;
  const { id, type, accountNumber, accountHolderName } = toBank(row);
  return { id, type, accountNumber, accountHolderName };
}
