import type { BuyOrSell, PaymentMethodId } from '@ferry/contracts';
import { campaignFor } from '../partners/partner-campaigns.js';

/**
 * Ferry's fee schedule. Percents are decimal strings ("2.5" is 2.5 %); fixed amounts and network
 * fees are in US dollars and converted to the quote's fiat at the price source's rate.
 */
export const FERRY_FEE_PERCENT: Record<BuyOrSell, string> = { BUY: '1', SELL: '1' };

type Processing = { percent: string; fixedUsd: string };
const percent = (value: string): Processing => ({ percent: value, fixedUsd: '0' });

/** What the payment method costs Ferry, passed on as the processing fee. */
export const PROCESSING_FEES: Record<BuyOrSell, Partial<Record<PaymentMethodId, Processing>>> = {
  BUY: {
    credit_debit_card: percent('2.5'),
    apple_pay: percent('2.5'),
    google_pay: percent('2.5'),
    sepa_bank_transfer: percent('0.25'),
    gbp_bank_transfer: percent('0.25'),
    pm_open_banking: percent('0.5'),
    pm_ach_push: percent('0.5'),
    pm_us_wire_bank_transfer: { percent: '0', fixedUsd: '10' },
    pm_wire: { percent: '0', fixedUsd: '25' },
    inr_upi: percent('0.5'),
    inr_bank_transfer: percent('0.25'),
  },
  SELL: {
    credit_debit_card: percent('1.5'),
    sepa_bank_transfer: percent('0.25'),
    gbp_bank_transfer: percent('0.25'),
  },
};
const DEFAULT_PROCESSING: Processing = percent('1');

export function processingFeeFor(side: BuyOrSell, method: PaymentMethodId): Processing {
  return PROCESSING_FEES[side][method] ?? DEFAULT_PROCESSING;
}

/** Network fee of a BUY delivery on each network, in US dollars; sells pay no network fee to Ferry. */
export const NETWORK_FEES_USD: Record<string, string> = {
  bitcoin: '1.5',
  ethereum: '1.2',
  arbitrum: '0.05',
  polygon: '0.02',
  solana: '0.01',
  tron: '1',
  ripple: '0.01',
};
const DEFAULT_NETWORK_FEE_USD = '0.5';

export function networkFeeUsdFor(side: BuyOrSell, network: string): string {
  return side === 'SELL' ? '0' : (NETWORK_FEES_USD[network] ?? DEFAULT_NETWORK_FEE_USD);
}

/** Percent the price may move between the quote and the order's execution. */
export function slippageFor(cryptoSymbol: string): string {
  return cryptoSymbol === 'USDT' || cryptoSymbol === 'USDC' ? '0.1' : '0.5';
}

/** Ferry's off-ramp stream fee per payout method, in percent (spec 001: the partner fee is separate). */
export function streamFeePercentFor(method: PaymentMethodId): string {
  return method === 'credit_debit_card' ? '1.5' : '1';
}

export function ferryFeeOffPercentFor(options: { partnerApiKey: string; side: BuyOrSell; isSandbox: boolean }): string {
  return campaignFor(options)?.ferryFeeOffPercent ?? '0';
}

export const FEE_NAMES = {
  ferry_fee: 'Ferry fee',
  partner_fee: 'Partner fee',
  processing_fee: 'Processing fee',
  network_fee: 'Network fee',
} as const;
