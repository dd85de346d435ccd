import { type BankAccountDetails, FerryOneData, type Language, NftAssetInfo, FeeBreakdownItem, MoneyTransferType, type Order, type OrderListItem, OrderStatus, PaymentMethodId } from '@ferry/contracts';
import { z } from 'zod';
import type { ReceivingAccount } from '../../providers/settlement/receiving-accounts.js';
import { bankInstructions } from './bank-instructions.js';
import { failedReasonIn } from './failed-reasons.js';
import type { OrderRow } from './orders.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** numeric columns keep the scale they were written with (the quote's), so they are shown as read. */
const decimal = (value: string) => value;
const decimalOrNull = (value: string | null) => value;

type ReceivingAccountOf = (method: PaymentMethodId) => ReceivingAccount | null;

function paymentData(row: OrderRow, receivingAccountOf: ReceivingAccountOf): Order['cardPaymentData'] {
  if (row.isBuyOrSell === 'SELL') return null;
  const method = PaymentMethodId.parse(row.paymentMethod);
  const account = row.referenceCode ? receivingAccountOf(method) : null;
  const instructions = account && row.referenceCode ? bankInstructions(account, row.referenceCode) : null;
  const isRedirect = row.paymentState === 'REQUIRES_ACTION' && row.redirectUrl !== null;
  const isWalletSession = row.paymentState === 'PENDING' && row.sessionToken !== null;
  if (!instructions && !isRedirect && !isWalletSession && !row.paymentId) return null;
  return {
    orderId: row.id,
    paymentId: row.paymentId,
    pgData: {
      redirectionRequired: isRedirect,
      ...(isRedirect && row.redirectUrl ? { redirectionRequestData: { redirectUrl: row.redirectUrl, method: 'GET' as const } } : {}),
      ...(isWalletSession && row.sessionToken
        ? { redirectionRequestData: { redirectUrl: '', method: 'POST' as const, body: { sessionToken: row.sessionToken } } }
        : {}),
    },
    paymentOptions: instructions?.paymentOptions ?? [],
    ...(instructions ? { ...instructions, paymentOptions: instructions.paymentOptions } : {}),
  };
}

/** The Order contract of a row; the caller owns the row (ownership is checked before). */
export function toOrder(
  row: OrderRow,
  options: { explorer: string | null; bank?: BankAccountDetails | null; receivingAccountOf: ReceivingAccountOf; language?: Language },
): Order {
  const walletLink =
    row.walletAddress && options.explorer?.includes('/tx/') ? `${options.explorer.replace('/tx/', '/address/')}${row.walletAddress}` : null;
  const ferryFee = decimal(row.ferryFee);
  return {
    id: row.id,
    status: OrderStatus.parse(row.status),
    isBuyOrSell: row.isBuyOrSell === 'SELL' ? 'SELL' : 'BUY',
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    quoteId: row.quoteId,
    fiatCurrency: row.fiatCurrency,
    fiatAmount: decimal(row.fiatAmount),
    cryptoCurrency: row.cryptoCurrency,
    cryptoAmount: decimal(row.cryptoAmount),
    network: row.network,
    conversionPrice: decimal(row.conversionPrice),
    totalFeeInFiat: decimal(row.totalFee),
    totalFeeInCrypto: decimal(row.totalFeeInCrypto),
    feeBreakdown: z.array(FeeBreakdownItem).parse(row.feeBreakdown),
    ferryFee,
    tfPerOff: decimal(row.feeOffPercent),
    campaignAmount: decimal(row.campaignAmount),
    actualTotalFees: decimal(row.actualTotalFees),
    actualFerryFees: decimal(row.actualFerryFees),
    aTskFees: decimal(row.actualFerryFees),
    aTtlFees: decimal(row.actualTotalFees),
    convertedFiatCurrency: row.convertedFiatCurrency,
    convertedFiatAmount: decimalOrNull(row.convertedFiatAmount),
    walletAddress: row.walletAddress,
    addressAdditionalData: row.addressAdditionalData,
    walletLink,
    transactionHash: row.transactionHash,
    transactionLink: row.transactionLink,
    paymentOptionId: PaymentMethodId.parse(row.paymentMethod),
    amountPaid: decimalOrNull(row.amountPaid),
    fiatAmountPaid: decimalOrNull(row.amountPaid),
    amountPaidByUser: decimalOrNull(row.amountPaid),
    partnerCustomerId: row.partnerCustomerId,
    partnerOrderId: row.partnerOrderId,
    isNFTOrder: row.isNft,
    nftAssetInfo: row.nftAssetInfo ? NftAssetInfo.parse(row.nftAssetInfo) : null,
    ferryOneData: row.ferryOneData ? FerryOneData.parse(row.ferryOneData) : null,
    orderProcessingType: row.orderProcessingType === 'NFT_CHECKOUT' || row.orderProcessingType === 'FERRY_ONE' ? row.orderProcessingType : null,
    failedReason: row.failedReason ? failedReasonIn(row.failedReason, options.language ?? 'en') : null,
    statusReason: row.statusReason,
    cancelReason: row.cancelReason,
    utr: row.utr,
    cardDetails: row.cardScheme && row.cardLast4 ? { scheme: row.cardScheme, last4: row.cardLast4 } : null,
    cardPaymentData: paymentData(row, options.receivingAccountOf),
    cryptoPaymentData: row.depositAddress ? { paymentAddress: row.depositAddress, cryptoAmountPaid: decimalOrNull(row.cryptoAmountPaid) } : null,
    bankAccountDetails: options.bank ?? null,
    moneyTransferType: MoneyTransferType.safeParse(row.moneyTransferType).data ?? null,
    payoutReference: row.payoutReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    autoExpiresAt: iso(row.autoExpiresAt),
  };
}

export function toOrderListItem(order: Order): OrderListItem {
  const { id, status, isBuyOrSell, cryptoAmount, cryptoCurrency, fiatAmount, fiatCurrency, createdAt, orderProcessingType, isNFTOrder, nftAssetInfo, ferryOneData, paymentOptionId } =
    order;
  return { id, status, isBuyOrSell, cryptoAmount, cryptoCurrency, fiatAmount, fiatCurrency, createdAt, orderProcessingType, isNFTOrder, nftAssetInfo, ferryOneData, paymentOptionId };
}
