export { OrderFormRoute } from './order-form-route.js';
