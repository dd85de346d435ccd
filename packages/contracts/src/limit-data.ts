import type { KycLevel, PaymentMethodId } from './enums.js';
import type { OrderStatus } from './orders.js';
import type { LimitWindow } from './limit-windows.js';
import type { BuyOrSell } from './quote.js';

/**
 * My limits' data (spec 001 sections 2 and 9), free of zod so the start-up bundle may read it:
 * the windows and their labels, the categories, which orders count as spent, and the limits of
 * each KYC level. The call's schemas are in limits.ts.
 */

/** Payment categories of the limits: buy card (cards, Apple Pay, Google Pay), bank transfer, cash, P2P; sell card and bank transfer. */
export const PAYMENT_CATEGORIES = ['card', 'bank_transfer', 'cash', 'p2p'] as const;
type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
export const LIMIT_CATEGORIES: Record<BuyOrSell, readonly PaymentCategory[]> = {
  BUY: ['card', 'bank_transfer', 'cash', 'p2p'],
  SELL: ['card', 'bank_transfer'],
};

/** The category each payment method's orders count in. No method of Ferry is paid in cash yet. */
export const PAYMENT_METHOD_CATEGORY: Record<PaymentMethodId, PaymentCategory> = {
  credit_debit_card: 'card',
  apple_pay: 'card',
  google_pay: 'card',
  gbp_bank_transfer: 'bank_transfer',
  sepa_bank_transfer: 'bank_transfer',
  pm_us_wire_bank_transfer: 'bank_transfer',
  inr_bank_transfer: 'bank_transfer',
  pm_open_banking: 'bank_transfer',
  pm_ach_push: 'bank_transfer',
  pm_wire: 'bank_transfer',
  inr_upi: 'p2p',
};

/** Orders in these statuses count as spent: every status but the ones where no money moved or it went back. */
export const SPENT_ORDER_STATUSES = [
  'AWAITING_PAYMENT_FROM_USER',
  'PAYMENT_DONE_MARKED_BY_USER',
  'PROCESSING',
  'PENDING_DELIVERY_FROM_FERRY',
  'ON_HOLD_PENDING_DELIVERY_FROM_FERRY',
  'COMPLETED',
] as const satisfies readonly OrderStatus[];

type WindowLimits = Record<LimitWindow, string>;
const windows = (day: string, month: string, year: string): WindowLimits => ({ '1': day, '30': month, '365': year });

type Table = Record<KycLevel, Record<BuyOrSell, Partial<Record<PaymentCategory, Record<string, WindowLimits>>>>>;
type Row = [day: string, month: string, year: string];
/** One category's limits in EUR, GBP, USD and INR (round figures of about the same value). */
const fiats = (eur: Row, gbp: Row, usd: Row, inr: Row): Record<string, WindowLimits> => ({
  EUR: windows(...eur),
  GBP: windows(...gbp),
  USD: windows(...usd),
  INR: windows(...inr),
});
const SIMPLE_CARD = fiats(['300', '1500', '5000'], ['260', '1300', '4300'], ['330', '1650', '5500'], ['27000', '135000', '450000']);
const SIMPLE_BANK = fiats(['500', '2000', '6000'], ['430', '1700', '5200'], ['550', '2200', '6600'], ['45000', '180000', '540000']);
const SIMPLE_CASH = fiats(['100', '500', '1000'], ['90', '430', '860'], ['110', '550', '1100'], ['9000', '45000', '90000']);
const STANDARD_CARD = fiats(['5000', '20000', '100000'], ['4300', '17000', '86000'], ['5500', '22000', '110000'], ['450000', '1800000', '9000000']);
const STANDARD_BANK = fiats(['15000', '50000', '250000'], ['13000', '43000', '215000'], ['16500', '55000', '275000'], ['1350000', '4500000', '22500000']);
const STANDARD_CASH = fiats(['1000', '5000', '20000'], ['860', '4300', '17000'], ['1100', '5500', '22000'], ['90000', '450000', '1800000']);
const ENHANCED_CARD = fiats(['20000', '100000', '1000000'], ['17000', '86000', '860000'], ['22000', '110000', '1100000'], ['1800000', '9000000', '90000000']);
const ENHANCED_BANK = fiats(['100000', '500000', '5000000'], ['86000', '430000', '4300000'], ['110000', '550000', '5500000'], ['9000000', '45000000', '450000000']);
const ENHANCED_CASH = fiats(['5000', '20000', '100000'], ['4300', '17000', '86000'], ['5500', '22000', '110000'], ['450000', '1800000', '9000000']);

/**
 * Limits per KYC level, side and category, in each fiat Ferry prices (decimal strings). A user
 * without an approved level gets SIMPLE's. SIMPLE's daily card limit (300 EUR) is two 100 EUR
 * buys and a bit: the third 100 EUR card buy of a day is refused. P2P shares the card figures.
 */
export const LIMITS_TABLE: Table = {
  SIMPLE: {
    BUY: { card: SIMPLE_CARD, bank_transfer: SIMPLE_BANK, cash: SIMPLE_CASH, p2p: SIMPLE_CARD },
    SELL: { card: SIMPLE_CARD, bank_transfer: SIMPLE_BANK },
  },
  STANDARD: {
    BUY: { card: STANDARD_CARD, bank_transfer: STANDARD_BANK, cash: STANDARD_CASH, p2p: STANDARD_CARD },
    SELL: { card: STANDARD_CARD, bank_transfer: STANDARD_BANK },
  },
  ENHANCED: {
    BUY: { card: ENHANCED_CARD, bank_transfer: ENHANCED_BANK, cash: ENHANCED_CASH, p2p: ENHANCED_CARD },
    SELL: { card: ENHANCED_CARD, bank_transfer: ENHANCED_BANK },
  },
};

