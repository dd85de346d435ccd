export * from './map-user.js';
export * from './user-polling.js';
