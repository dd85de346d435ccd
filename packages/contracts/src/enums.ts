import { z } from 'zod';

/** Products a partner can offer (spec 000 section 3). */
export const Product = z.enum(['BUY', 'SELL', 'OFF_RAMP_STREAM']);
export type Product = z.infer<typeof Product>;
export const PRODUCTS = Product.options;

/** Payment method ids (spec 000 section 3). */
export const PaymentMethodId = z.enum([
  'credit_debit_card',
  'gbp_bank_transfer',
  'sepa_bank_transfer',
  'pm_us_wire_bank_transfer',
  'inr_upi',
  'inr_bank_transfer',
  'apple_pay',
  'google_pay',
  'pm_open_banking',
  'pm_ach_push',
  'pm_wire',
]);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;
export const PAYMENT_METHOD_IDS = PaymentMethodId.options;

/** KYC levels: SIMPLE (Level 1), STANDARD (Level 2), ENHANCED (Level 3). */
export const KycLevel = z.enum(['SIMPLE', 'STANDARD', 'ENHANCED']);
export type KycLevel = z.infer<typeof KycLevel>;

export const SubmissionStatus = z.enum(['NOT_SUBMITTED', 'SUBMITTED', 'APPROVED', 'REJECTED']);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** Item status of partners and users. */
export const ItemStatus = z.enum(['ACTIVE', 'DISABLED']);
export type ItemStatus = z.infer<typeof ItemStatus>;

export const ColorMode = z.enum(['LIGHT', 'DARK']);
export type ColorMode = z.infer<typeof ColorMode>;
