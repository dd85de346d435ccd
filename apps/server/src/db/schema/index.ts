export * from './foundation.js';
export * from './auth.js';
export * from './mail.js';
export * from './partner-sessions.js';
export * from './pricing.js';
export * from './orders.js';
export * from './card-gateway.js';
export * from './kyc.js';
