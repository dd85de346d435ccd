export * from './map-user.js';
export * from './user-polling.js';
export * from './session-user.js';
