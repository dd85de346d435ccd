export * from './foundation.js';
export * from './auth.js';
export * from './mail.js';
export * from './partner-sessions.js';
export * from './pricing.js';
