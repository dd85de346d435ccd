import { type DwaInfo, ErrorCode, type StreamSettings, type StreamSettingsRequest } from '@ferry/contracts';
import { isStreamEligible } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnBank } from '../banks/banks.service.js';
import { requirePayoutCard } from '../cards/cards-payout.service.js';
import { payoutOptionOf } from '../quotes/quotes.service.js';
import { requireStreamAccess } from './stream-access.js';
import { findStreamSettings, insertStreamSettings, type StreamSettingsRow, updateStreamSettings } from './stream.repository.js';

const BANK_TYPE_OF_METHOD: Record<string, string> = { sepa_bank_transfer: 'SEPA_BANK', gbp_bank_transfer: 'GBP_BANK' };

export function toStreamSettings(row: StreamSettingsRow): StreamSettings {
  return {
    onboardingApiKey: row.onboardingApiKey,
    fiatCurrencyCode: row.fiatCurrency,
    paymentMethod: row.paymentMethod as StreamSettings['paymentMethod'],
    flowType: row.flowType as StreamSettings['flowType'],
    payoutType: row.payoutType as StreamSettings['payoutType'],
    payoutId: row.payoutId,
    moneyTransferType: (row.moneyTransferType as StreamSettings['moneyTransferType']) ?? null,
  };
}

/** Checks the payout the settings name: a payout option of the fiat, the user's own bank of its type, or their own payout card. */
async function payoutOf(ctx: AppContext, userId: string, body: StreamSettingsRequest) {
  if (!(await payoutOptionOf(ctx, body))) {
    throw new AppError(ErrorCode.STREAM_PAYOUT_NOT_ALLOWED, `Payouts by ${body.paymentMethod} are not available in ${body.fiatCurrency}.`, {
      params: { paymentMethod: body.paymentMethod, currency: body.fiatCurrency },
    });
  }
  if (body.paymentMethod === 'credit_debit_card') {
    if (!body.cardId) throw new AppError(ErrorCode.VALIDATION_ERROR, 'cardId: a card payout needs a cardId');
    const card = await requirePayoutCard(ctx, { userId, cardId: body.cardId, fiatCurrency: body.fiatCurrency });
    return { payoutType: 'CARD', payoutId: card.cardId, moneyTransferType: card.moneyTransferType };
  }
  const bankType = BANK_TYPE_OF_METHOD[body.paymentMethod];
  if (!bankType) throw new AppError(ErrorCode.STREAM_PAYOUT_NOT_ALLOWED, `The stream pays out to a bank account or a card, not by ${body.paymentMethod}.`, { params: { paymentMethod: body.paymentMethod } });
  if (!body.bankId) throw new AppError(ErrorCode.VALIDATION_ERROR, 'bankId: a bank payout needs a bankId');
  const bank = await requireOwnBank(ctx, { userId, bankId: body.bankId });
  if (bank.type !== bankType) throw new AppError(ErrorCode.STREAM_PAYOUT_NOT_ALLOWED, `${body.paymentMethod} pays out to a ${bankType} account.`, { params: { paymentMethod: body.paymentMethod, bankType } });
  return { payoutType: 'BANK', payoutId: bank.id, moneyTransferType: null };
}

/** POST stream settings: the first withdrawal details; ties the user to this partner. 409 when some exist (use PUT). */
export async function createStreamSettings(ctx: AppContext, { userId, body }: { userId: string; body: StreamSettingsRequest }): Promise<StreamSettings> {
  const { settings } = await requireStreamAccess(ctx, { userId, apiKey: body.partnerApiKey });
  if (settings) throw new AppError(ErrorCode.STREAM_SETTINGS_EXIST, 'Withdrawal details exist already: update them with PUT.');
  const payout = await payoutOf(ctx, userId, body);
  const now = ctx.now();
  const row = await insertStreamSettings(ctx.db, {
    userId, onboardingApiKey: body.partnerApiKey, fiatCurrency: body.fiatCurrency, paymentMethod: body.paymentMethod, flowType: body.flowType, ...payout, createdAt: now, updatedAt: now,
  });
  if (!row) throw new AppError(ErrorCode.STREAM_SETTINGS_EXIST, 'Withdrawal details exist already: update them with PUT.');
  return toStreamSettings(row);
}

/** PUT stream settings: new withdrawal details for the next deposits; 404 before any were saved. */
export async function updateStreamSettingsOf(ctx: AppContext, { userId, body }: { userId: string; body: StreamSettingsRequest }): Promise<StreamSettings> {
  const { settings } = await requireStreamAccess(ctx, { userId, apiKey: body.partnerApiKey });
  if (!settings) throw new AppError(ErrorCode.STREAM_SETTINGS_NOT_FOUND, 'Withdrawal details missing!');
  const payout = await payoutOf(ctx, userId, body);
  const row = await updateStreamSettings(ctx.db, userId, { fiatCurrency: body.fiatCurrency, paymentMethod: body.paymentMethod, flowType: body.flowType, ...payout, updatedAt: ctx.now() });
  if (!row) throw new AppError(ErrorCode.STREAM_SETTINGS_NOT_FOUND, 'Withdrawal details missing!');
  return toStreamSettings(row);
}

/** The user record's stream fields (isQualifiedForDWA, isOptedForDWA, dwaInfo) from stored state; mapUser makes the offRampStream block. */
export async function streamUserFieldsOf(ctx: AppContext, { userId, accountStatus, kycStatus }: { userId: string; accountStatus: string; kycStatus: string }) {
  const row = await findStreamSettings(ctx.db, userId);
  const isEligible = isStreamEligible({ accountStatus, kycStatus });
  const dwaInfo: DwaInfo | null = row
    ? { fiatCurrency: row.fiatCurrency, payoutId: row.payoutId, payoutType: row.payoutType as DwaInfo['payoutType'], partnerApiKey: row.onboardingApiKey, paymentMethod: row.paymentMethod }
    : null;
  return { isQualifiedForDWA: isEligible, isOptedForDWA: row !== null, dwaInfo };
}
