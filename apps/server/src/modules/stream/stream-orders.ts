import { type BankAccountDetails, type Order, PaymentMethodId, type StreamDepositStatus } from '@ferry/contracts';
import { orderStatusOfStreamDeposit } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { bankAccountDetailsOf } from '../banks/banks.service.js';

type BankLookup = (bankId: string | null) => BankAccountDetails | null;
import { findListedCrypto } from '../quotes/quotes.service.js';
import { findDeposit, listUserDeposits, type StreamDepositRow } from './stream.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** statusReason of a refunded (or refund-bound) deposit, in the words of the sell's payment status page where it has them. */
const REFUND_REASON_TEXT: Record<string, string> = {
  BELOW_MINIMUM: 'The deposit was below the minimum transaction amount and is returned to your refund wallet.',
  ABOVE_MAXIMUM: 'The deposit was above the maximum transaction amount and is returned to your refund wallet.',
  PAYOUT_REJECTED: 'Payout rejected by bank',
  NO_WITHDRAWAL_DETAILS: 'No withdrawal details could be used; the deposit is returned to your refund wallet.',
};
const AWAITING_REFUND_ADDRESS_TEXT = 'Add a refund wallet address in My Stream Wallets to get this deposit back.';

/**
 * A stream deposit as an order of My Orders: isBuyOrSell SELL, orderProcessingType
 * OFF_RAMP_STREAM, no quote; the status follows orderStatusOfStreamDeposit (@ferry/rules).
 */
async function toStreamOrder(ctx: AppContext, row: StreamDepositRow, bankOf?: BankLookup): Promise<Order> {
  const explorer = (await findListedCrypto(ctx, { cryptoCurrency: row.cryptoCurrency, network: row.network }))?.network.explorer || null;
  const bank =
    row.payoutType !== 'BANK' ? null : bankOf ? bankOf(row.payoutId) : await bankAccountDetailsOf(ctx, { userId: row.userId, bankId: row.payoutId });
  const status = orderStatusOfStreamDeposit(row.status as StreamDepositStatus);
  const fee = row.feeInFiat ?? '0';
  const statusReason = row.status === 'AWAITING_REFUND_ADDRESS' ? AWAITING_REFUND_ADDRESS_TEXT : row.refundReason ? (REFUND_REASON_TEXT[row.refundReason] ?? null) : null;
  return {
    id: row.id,
    status,
    isBuyOrSell: 'SELL',
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    quoteId: '',
    fiatCurrency: row.fiatCurrency ?? '',
    fiatAmount: row.fiatAmount ?? '0',
    cryptoCurrency: row.cryptoCurrency,
    cryptoAmount: row.cryptoAmount,
    network: row.network,
    conversionPrice: row.conversionPrice ?? '0',
    totalFeeInFiat: fee,
    totalFeeInCrypto: '0',
    feeBreakdown: [{ id: 'ferry_fee', name: 'Ferry fee', value: fee }],
    ferryFee: fee,
    tfPerOff: '0',
    campaignAmount: '0',
    actualTotalFees: fee,
    actualFerryFees: fee,
    aTskFees: fee,
    aTtlFees: fee,
    convertedFiatCurrency: null,
    convertedFiatAmount: null,
    walletAddress: null,
    addressAdditionalData: null,
    walletLink: null,
    transactionHash: row.transactionHash,
    transactionLink: explorer && row.transactionHash ? `${explorer}${row.transactionHash}` : null,
    paymentOptionId: PaymentMethodId.catch('sepa_bank_transfer').parse(row.paymentMethod),
    amountPaid: null,
    fiatAmountPaid: row.status === 'PAID_OUT' ? row.fiatAmount : null,
    amountPaidByUser: null,
    partnerCustomerId: null,
    partnerOrderId: null,
    isNFTOrder: false,
    nftAssetInfo: null,
    ferryOneData: null,
    orderProcessingType: 'OFF_RAMP_STREAM',
    failedReason: null,
    statusReason,
    cancelReason: null,
    utr: null,
    cardDetails: null,
    cardPaymentData: null,
    cryptoPaymentData: { paymentAddress: row.depositAddress, cryptoAmountPaid: row.cryptoAmount },
    bankAccountDetails: bank,
    moneyTransferType: row.payoutType === 'CARD' ? ((row.moneyTransferType as Order['moneyTransferType']) ?? null) : null,
    payoutReference: row.payoutReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    autoExpiresAt: null,
  };
}

/** The user's stream deposits as orders, newest first (the orders module merges them into GET orders). */
/** bankOf: the user's banks read once by the caller (a list makes no query per deposit). */
export async function listStreamOrders(ctx: AppContext, { userId, limit, bankOf }: { userId: string; limit: number; bankOf: BankLookup }): Promise<Order[]> {
  const rows = await listUserDeposits(ctx.db, userId, limit);
  return Promise.all(rows.map((row) => toStreamOrder(ctx, row, bankOf)));
}

/** One of the user's own stream deposits as an order; null for anyone else's or none. */
export async function findStreamOrder(ctx: AppContext, { userId, orderId }: { userId: string; orderId: string }): Promise<Order | null> {
  const row = UUID.test(orderId) ? await findDeposit(ctx.db, orderId) : null;
  return row && row.userId === userId ? toStreamOrder(ctx, row) : null;
}
