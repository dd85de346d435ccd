import {
  BANK_TYPE_OF_PAYMENT_METHOD,
  type BillingAddress,
  type BillingAddressSubmitResponse,
  ErrorCode,
  type ErrorParams,
  type FormValues,
  type Language,
  type OrderForm,
  type OrderFormId,
  type OrderFormSession,
  type OrderFormsMetadata,
  type Quote,
} from '@ferry/contracts';
import { formErrors } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { fieldProblemMessage } from '../../http/field-problem-message.js';
import { textsIn } from '../../i18n/texts.js';
import { kycAddressValues } from '../kyc/kyc-status.service.js';
import { countryOptions } from '../kyc/kyc-support.js';
import { findQuote, refreshQuote } from '../quotes/quotes.service.js';
import { findBillingAddress, getUserProfile, saveBillingAddress } from '../users/users.service.js';
import { bankDetailsForm } from './forms/bank-details.js';
import { BILLING_ADDRESS_FIELD_IDS, billingAddressForm } from './forms/billing-address.js';

/** A quote by id; one past its 60 s validity is read through quotes/refresh (valid a day), as KYC does. */
function quoteFor(ctx: AppContext, quoteId: string): Promise<Quote> | Quote {
  try {
    return findQuote(ctx, quoteId);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.QUOTE_EXPIRED) return refreshQuote(ctx, { quoteId });
    throw error;
  }
}

/**
 * The order forms still pending: a card buy needs a billing address (the card gateway checks it
 * against the card), so a user without one fills it before adding or choosing a card. Without a
 * quote, the billing address when the user has none.
 */
function pendingFormIds(quote: Quote | null, hasBillingAddress: boolean): OrderFormId[] {
  const isCardBuy = !quote || (quote.isBuyOrSell === 'BUY' && quote.paymentMethod === 'credit_debit_card');
  return isCardBuy && !hasBillingAddress ? ['billingAddress'] : [];
}

async function buildOrderForm(
  ctx: AppContext,
  formId: OrderFormId,
  {
    userId,
    quote,
    metadata,
    billingAddress,
    language,
  }: { userId: string; quote: Quote | null; metadata: OrderFormsMetadata | undefined; billingAddress: BillingAddress | null; language: Language },
): Promise<OrderForm> {
  const t = textsIn(language);
  if (formId === 'billingAddress') {
    const start = billingAddress ?? (await kycAddressValues(ctx, { userId }));
    return billingAddressForm(t, { countries: await countryOptions(ctx, language), start });
  }
  const method = quote?.paymentMethod ?? metadata?.paymentMethod;
  const type = (method && BANK_TYPE_OF_PAYMENT_METHOD[method]) || 'SEPA_BANK';
  const user = await getUserProfile(ctx, { userId });
  const holder = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return bankDetailsForm(t, { type, accountHolderName: holder || null });
}

/**
 * GET orders/forms (spec 000 section 7 "GET forms", spec 001 section 7 "KYC forms for order"):
 * the asked forms, or without formIds the ones this order still needs, in the caller's language.
 */
export async function getOrderForms(
  ctx: AppContext,
  {
    userId,
    formIds,
    metadata,
    language,
  }: { userId: string; formIds?: OrderFormId[] | undefined; metadata?: OrderFormsMetadata | undefined; language: Language },
): Promise<OrderFormSession> {
  const quote = metadata?.quoteId ? await quoteFor(ctx, metadata.quoteId) : null;
  const billingAddress = await findBillingAddress(ctx, { userId });
  const ids = formIds ?? pendingFormIds(quote, billingAddress !== null);
  const forms: OrderForm[] = [];
  for (const formId of new Set(ids)) forms.push(await buildOrderForm(ctx, formId, { userId, quote, metadata, billingAddress, language }));
  return { forms, totalSteps: forms.length };
}

/** ORDER_FORM_INVALID with the field and its problem (a FieldProblem or UNKNOWN_FIELD). */
const invalid = (message: string, params: ErrorParams) => new AppError(ErrorCode.ORDER_FORM_INVALID, message, { params });

/**
 * PUT user/billing-address: checked with the same rules the widget runs (formErrors against the
 * server's own form), trimmed, then saved on the user. A refused value saves nothing.
 */
export async function submitBillingAddress(
  ctx: AppContext,
  { userId, values }: { userId: string; values: FormValues },
): Promise<BillingAddressSubmitResponse> {
  const form = billingAddressForm(textsIn('en'), { countries: await countryOptions(ctx), start: null });
  const known = new Set<string>(BILLING_ADDRESS_FIELD_IDS);
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown) throw invalid(`Unknown field: ${unknown.slice(0, 64)}`, { field: unknown.slice(0, 64), problem: 'UNKNOWN_FIELD' });
  const errors = formErrors(form.fields, values, { now: ctx.now() });
  const first = form.fields.find((field) => errors[field.id]);
  const problem = first && errors[first.id];
  if (first && problem) throw invalid(fieldProblemMessage(first, problem), { field: first.id, problem });
  const text = (id: string) => {
    const value = values[id];
    return typeof value === 'string' ? value.trim() : '';
  };
  const billingAddress = Object.fromEntries(BILLING_ADDRESS_FIELD_IDS.map((id) => [id, text(id)])) as BillingAddress;
  await saveBillingAddress(ctx, { userId, billingAddress });
  return { formId: 'billingAddress', billingAddress };
}
