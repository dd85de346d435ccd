export * from './bank-details.js';
