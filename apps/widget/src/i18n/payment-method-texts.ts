import type { PaymentMethodId, PaymentUnavailabilityReason } from '@ferry/contracts';
import { t } from './i18n.js';

// The server names payment methods and their timing in English only; the catalogue words each by
// its id (spec 000 section 3's eleven), and the availability rules' reason by its code.

/** A payment method's name in the active language ('Card', 'SEPA Bank Transfer'). */
export const paymentMethodName = (id: PaymentMethodId): string => t(`paymentMethod.name.${id}`);

/** How soon a payment by the method arrives ('Instant'), for an option the server gives a timing. */
export const paymentMethodTiming = (id: PaymentMethodId): string => t(`paymentMethod.timing.${id}`);

/** Why a payment method is disabled (spec 000 section 5), by the rules' code. */
export const unavailabilityText = (code: PaymentUnavailabilityReason): string => t(`paymentMethod.unavailable.${code}`);
