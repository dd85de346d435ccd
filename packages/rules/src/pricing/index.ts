export * from './amount-bounds.js';
export * from './compute-quote.js';
export * from './decimal.js';
export * from './discount.js';
export * from './fee-breakdown-visibility.js';
export * from './fee-equation.js';
export * from './rate-display.js';
export * from './sell-limits.js';
