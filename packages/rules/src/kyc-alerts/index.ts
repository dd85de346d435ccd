export * from './kyc-alerts.js';
