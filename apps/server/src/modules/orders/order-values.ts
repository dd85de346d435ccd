import { randomInt } from 'node:crypto';
import { type CreateOrderQuery, type PaymentMethodId, Quote } from '@ferry/contracts';
import Decimal from 'decimal.js';
import type { PaymentCard } from '../cards/cards.service.js';
import type { NewOrderRow, ReservationRow } from './orders.repository.js';
import { requestFingerprint } from './request-fingerprint.js';

/** How long an order may stay unpaid before it expires, per payment method (minutes). */
const PAYMENT_WINDOW_MINUTES: Record<PaymentMethodId, number> = {
  credit_debit_card: 30,
  apple_pay: 30,
  google_pay: 30,
  pm_open_banking: 30,
  sepa_bank_transfer: 24 * 60,
  gbp_bank_transfer: 24 * 60,
  pm_us_wire_bank_transfer: 24 * 60,
  pm_wire: 24 * 60,
  pm_ach_push: 24 * 60,
  inr_upi: 3 * 60,
  inr_bank_transfer: 3 * 60,
};

const BANK_TRANSFER_METHODS = new Set<PaymentMethodId>([
  'sepa_bank_transfer',
  'gbp_bank_transfer',
  'pm_us_wire_bank_transfer',
  'pm_wire',
  'pm_ach_push',
  'inr_upi',
  'inr_bank_transfer',
]);

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A bank reference the user types into the transfer: FRY and nine unambiguous characters. */
export function newReferenceCode(): string {
  let code = 'FRY';
  for (let i = 0; i < 9; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

export function quoteOfReservation(reservation: ReservationRow): Quote {
  return Quote.parse(reservation.quote);
}

/**
 * A sell's crypto may take a while to arrive, but the quoted fiat amount cannot be held for a
 * day: the deposit is expected within the hour, whatever the payout method.
 */
export const SELL_PAYMENT_WINDOW_MINUTES = 60;

/** What a sell adds: the order's own id (its deposit address is derived from it) and the payout. */
export type SellValues = { id: string; depositAddress: string; moneyTransferType: string | null };

/** The order row a reservation, a payment method and a card make; amounts are the reserved quote's. */
export function newOrderValues(input: {
  userId: string;
  idempotencyKey: string;
  reservation: ReservationRow;
  query: CreateOrderQuery;
  card: PaymentCard | null;
  sell?: SellValues | undefined;
  returnOrigin?: string | null | undefined;
  now: Date;
}): NewOrderRow {
  const { reservation, query, card, sell, now } = input;
  const quote = quoteOfReservation(reservation);
  const fee = (id: string) => quote.feeBreakdown.find((line) => line.id === id)?.value ?? '0';
  // A sell is paid in crypto: the user sends it and marks it paid, like a bank transfer.
  const isBankTransfer = !sell && BANK_TRANSFER_METHODS.has(query.paymentMethod);
  const windowMinutes = sell ? SELL_PAYMENT_WINDOW_MINUTES : PAYMENT_WINDOW_MINUTES[query.paymentMethod];
  return {
    ...(sell ? { id: sell.id, depositAddress: sell.depositAddress, moneyTransferType: sell.moneyTransferType } : {}),
    userId: input.userId,
    reservationId: reservation.id,
    idempotencyKey: input.idempotencyKey,
    status: 'AWAITING_PAYMENT_FROM_USER',
    isBuyOrSell: quote.isBuyOrSell,
    partnerApiKey: reservation.partnerApiKey,
    quoteId: quote.quoteId,
    fiatCurrency: quote.fiatCurrency,
    fiatAmount: quote.fiatAmount,
    cryptoCurrency: quote.cryptoCurrency,
    cryptoAmount: quote.cryptoAmount,
    network: quote.network,
    conversionPrice: quote.conversionPrice,
    totalFee: quote.totalFee,
    totalFeeInCrypto: new Decimal(quote.totalFee).times(quote.conversionPrice).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    feeBreakdown: quote.feeBreakdown,
    ferryFee: fee('ferry_fee'),
    feeOffPercent: quote.ferryFeeOffPercent,
    campaignAmount: quote.campaignAmount,
    actualTotalFees: quote.actualTotalFees,
    actualFerryFees: quote.actualFerryFees,
    walletAddress: reservation.walletAddress,
    addressAdditionalData: reservation.addressAdditionalData,
    paymentMethod: query.paymentMethod,
    cardId: card?.cardId ?? null,
    cardScheme: card?.scheme ?? null,
    cardLast4: card?.last4 ?? null,
    bankId: query.bankId ?? quote.bankId ?? null,
    paymentState: isBankTransfer || sell ? 'MANUAL' : 'NOT_STARTED',
    referenceCode: isBankTransfer ? newReferenceCode() : null,
    partnerCustomerId: quote.partnerCustomerId ?? null,
    partnerOrderId: quote.partnerOrderId ?? null,
    referrerDomain: query.referrerDomain ?? null,
    returnUrlParams: query.returnUrlParams ?? null,
    returnOrigin: input.returnOrigin ?? null,
    requestFingerprint: requestFingerprint(query),
    deviceSessionId: query['additionalData.deviceSessionId'] ?? null,
    isNft: quote.nftData !== undefined,
    nftAssetInfo: quote.nftData
      ? { nftTitle: quote.nftData.nftTitle, name: quote.nftData.nftTitle, imageUrl: quote.nftData.nftImage, quantity: quote.nftData.quantity }
      : null,
    ferryOneData: quote.ferryOneData ?? null,
    convertedFiatCurrency: quote.convertedFiatData?.fiatCurrency ?? null,
    convertedFiatAmount: quote.convertedFiatData?.fiatAmount ?? null,
    orderProcessingType: quote.nftData ? 'NFT_CHECKOUT' : quote.ferryOneData ? 'FERRY_ONE' : null,
    createdAt: now,
    updatedAt: now,
    statusChangedAt: now,
    autoExpiresAt: new Date(now.getTime() + windowMinutes * 60_000),
  };
}
