export * from './environment/index.js';
export * from './theme/index.js';
export * from './widget-params/index.js';
export * from './payment-availability/index.js';
export * from './sign-in/index.js';
export * from './user/index.js';
export * from './signed-url/index.js';
export * from './partner-session/index.js';
