export * from './pre-order-routing.js';
