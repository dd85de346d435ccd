export * from './color.js';
export * from './parse-theme.js';
