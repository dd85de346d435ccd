import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { ItemStatus, Product, SubmissionStatus } from './enums.js';

/** Partner info (spec 000 section 3) plus its status, which the widget start checks. */
export const PartnerInfo = z.object({
  apiKey: z.string(),
  company: z.string(),
  brand: z.string(),
  logo: z.string(),
  productsAvailed: z.array(Product),
  isNftEnabled: z.boolean(),
  /** Decimal strings: money is never a float. */
  buyFeePercentage: z.string(),
  sellFeePercentage: z.string(),
  kybStatus: SubmissionStatus,
  status: ItemStatus,
  isFerryOneEnabled: z.boolean(),
  removePoweredBy: z.boolean(),
  /** Ferry's own partner: the off-ramp stream promo card and menu entry are shown for it only. */
  isFerryOwnPartner: z.boolean(),
  /**
   * The flows on which a fee campaign runs for this partner: every quote there carries the
   * discount, so the exchange keeps the discount line's place before its first quote arrives.
   */
  discountedFlows: z.array(z.enum(['BUY', 'SELL'])).optional(),
  /** The widget's language when neither its `language` parameter nor the browser names one Ferry speaks. */
  defaultLanguage: z.enum(LANGUAGES),
});
export type PartnerInfo = z.infer<typeof PartnerInfo>;

/** Partner key as it may arrive in a path or query: bounded, printable, no separators. */
export const ApiKey = z
  .string()
  .min(1, 'apiKey is required')
  .max(100, 'apiKey is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'apiKey has characters an API key never has');

/** A host name as the widget reports it for the embedding page. */
export const Hostname = z
  .string()
  .max(253, 'hostname is too long')
  .regex(/^[A-Za-z0-9.-]*$/, 'hostname must be a bare host name');
