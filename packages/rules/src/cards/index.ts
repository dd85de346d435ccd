export * from './card-rules.js';
