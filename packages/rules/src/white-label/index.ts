export * from './white-label-quote.js';
