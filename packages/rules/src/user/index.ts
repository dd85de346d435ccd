export * from './map-user.js';
