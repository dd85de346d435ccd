export { applyPaymentAvailability } from './payment-availability.js';
export type { PaymentAvailabilityContext } from './payment-availability.js';
export { UNAVAILABILITY_REASONS } from './unavailability-reasons.js';
