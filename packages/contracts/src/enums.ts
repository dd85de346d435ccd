import { z } from 'zod';
import { COLOR_MODES, PAYMENT_METHOD_IDS, PRODUCTS } from './enum-values.js';

/** Products a partner can offer (spec 000 section 3). */
export const Product = z.enum(PRODUCTS);
export type Product = z.infer<typeof Product>;

/** Payment method ids (spec 000 section 3). */
export const PaymentMethodId = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;

/** KYC levels: SIMPLE (Level 1), STANDARD (Level 2), ENHANCED (Level 3). */
export const KycLevel = z.enum(['SIMPLE', 'STANDARD', 'ENHANCED']);
export type KycLevel = z.infer<typeof KycLevel>;

export const SubmissionStatus = z.enum(['NOT_SUBMITTED', 'SUBMITTED', 'APPROVED', 'REJECTED']);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** Item status of partners and users. */
export const ItemStatus = z.enum(['ACTIVE', 'DISABLED']);
export type ItemStatus = z.infer<typeof ItemStatus>;

export const ColorMode = z.enum(COLOR_MODES);
export type ColorMode = z.infer<typeof ColorMode>;
