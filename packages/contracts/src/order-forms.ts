import { z } from 'zod';
import { PaymentMethodId } from './enums.js';
import { ServerForm } from './kyc.js';

/**
 * Order forms (spec 000 sections 2 and 7 "GET forms", spec 001 section 7 "KYC forms for order"):
 * the details an order needs beyond KYC, served in the KYC forms' shape and rendered by the same
 * engine ('ORDER Step n/m'). Each form names its own submit endpoint.
 *
 * Calls (all need `Authorization`):
 * - GET orders/forms?type=ORDER&formIds=a,b&metadata={"quoteId", "formType":"ORDER", "paymentMethod"?}
 *   -> OrderFormSession. Without formIds: the forms still pending for the quote (billingAddress for a
 *   card buy by a user without one). VALIDATION_ERROR (400) for an unknown form id or bad metadata.
 * - PUT user/billing-address  body FormValues of billingAddress -> BillingAddressSubmitResponse.
 *   ORDER_FORM_INVALID (400) for a value the form refuses; nothing is saved then.
 * - bankDetails submits to POST banks (contracts/banks.ts).
 */

/** The order forms of spec 000 section 2, in the order the server asks for them. */
export const OrderFormId = z.enum(['billingAddress', 'bankDetails']);
export type OrderFormId = z.infer<typeof OrderFormId>;

export const ORDER_FORM_TITLES: Record<OrderFormId, string> = {
  billingAddress: 'Billing Address',
  bankDetails: 'Bank Details',
};

export const OrderForm = ServerForm.extend({ id: OrderFormId });
export type OrderForm = z.infer<typeof OrderForm>;

export const OrderFormSession = z.object({
  forms: z.array(OrderForm),
  /** Steps of this order's forms ('ORDER Step n/m'). */
  totalSteps: z.number().int().min(0),
});
export type OrderFormSession = z.infer<typeof OrderFormSession>;

/** `metadata` of orders/forms, sent as a JSON string. */
export const OrderFormsMetadata = z.object({
  quoteId: z.string().max(16_384).optional(),
  formType: z.literal('ORDER').default('ORDER'),
  /** Without a quote: the payment method the bank details are for. */
  paymentMethod: PaymentMethodId.optional(),
});
export type OrderFormsMetadata = z.infer<typeof OrderFormsMetadata>;

export const OrderFormsQuery = z.object({
  type: z.literal('ORDER').optional(),
  formIds: z
    .string()
    .max(200)
    .transform((text) => text.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(OrderFormId).max(2))
    .optional(),
  metadata: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(OrderFormsMetadata)
    .optional(),
});

/** The billing address saved on the user (spec 001 section 5 "Billing address form"). */
export const BillingAddress = z.object({
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  state: z.string(),
  city: z.string(),
  postCode: z.string(),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

export const BillingAddressSubmitResponse = z.object({
  formId: z.literal('billingAddress'),
  billingAddress: BillingAddress,
});
export type BillingAddressSubmitResponse = z.infer<typeof BillingAddressSubmitResponse>;
