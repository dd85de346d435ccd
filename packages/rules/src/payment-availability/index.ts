export { applyPaymentAvailability } from './payment-availability.js';
export type { PaymentAvailabilityContext } from './payment-availability.js';
