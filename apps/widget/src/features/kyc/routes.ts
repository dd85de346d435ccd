export { KycFormRoute } from './kyc-form-route.js';
