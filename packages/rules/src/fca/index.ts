export * from './categorisation.js';
export * from './scoring.js';
export * from './attempt-state.js';
export * from './timers.js';
