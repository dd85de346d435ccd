import { randomUUID } from 'node:crypto';
import { BANK_TYPE_OF_PAYMENT_METHOD, type CreateOrderQuery, ErrorCode, type Quote } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnBank } from '../banks/banks.service.js';
import { requirePayoutCard } from '../cards/cards-payout.service.js';
import type { PaymentCard } from '../cards/cards.service.js';
import type { SellValues } from './order-values.js';

const BANK_NAMES = { SEPA_BANK: 'a SEPA bank account (IBAN)', GBP_BANK: 'a UK bank account (sort code and account number)' } as const;

/**
 * What a sell order pays out to and where its crypto goes: the user's own bank of the payout
 * method's type (another user's bank is 404), or a saved card allowed to receive payouts in the
 * quote's fiat (another user's card is 404, a card without payouts 400); and a deposit address on
 * the quote's network, one per order, from the custody provider.
 */
export async function sellOrderValues(
  ctx: AppContext,
  { userId, query, quote }: { userId: string; query: CreateOrderQuery; quote: Quote },
): Promise<{ card: PaymentCard | null; sell: SellValues }> {
  const bankType = BANK_TYPE_OF_PAYMENT_METHOD[query.paymentMethod];
  let card: PaymentCard | null = null;
  let moneyTransferType: string | null = null;
  if (bankType) {
    const bank = await requireOwnBank(ctx, { userId, bankId: query.bankId ?? '' });
    if (bank.type !== bankType) {
      throw new AppError(ErrorCode.VALIDATION_ERROR, `This payout needs ${BANK_NAMES[bankType]}. Please add one.`, { params: { bankType } });
    }
  } else if (query.paymentMethod === 'credit_debit_card') {
    const payoutCard = await requirePayoutCard(ctx, { userId, cardId: query.cardId ?? '', fiatCurrency: quote.fiatCurrency });
    card = payoutCard;
    moneyTransferType = payoutCard.moneyTransferType;
  } else {
    throw new AppError(ErrorCode.QUOTE_UNAVAILABLE, 'This payment method cannot receive payouts.', { params: { reason: 'PAYOUT' } });
  }
  const id = randomUUID();
  const depositAddress = await ctx.providers.custody.depositAddressFor({ network: quote.network, reference: id });
  return { card, sell: { id, depositAddress, moneyTransferType } };
}
