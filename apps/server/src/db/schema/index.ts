export * from './foundation.js';
