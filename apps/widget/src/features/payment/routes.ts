export { PaymentConfirmationRoute } from './payment-confirmation-route.js';
export { SubmitPanRoute } from './submit-pan-route.js';
export { ApplePayRoute, GooglePayRoute } from './wallet-pay-route.js';
export { LandingRoute } from './landing-route.js';
