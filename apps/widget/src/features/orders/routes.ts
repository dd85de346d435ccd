export { ConfirmOrderRoute } from './confirm-order-route.js';
export { PaymentStatusRoute } from './payment-status-route.js';
export { OrdersRoute } from './orders-route.js';
export { OrderDetailsRoute } from './order-details-route.js';
export { WhiteLabelFlowRoute } from './white-label-flow-route.js';
