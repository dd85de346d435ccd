export * from './product-type.js';
