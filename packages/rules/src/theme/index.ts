export * from './color.js';
export * from './parse-theme.js';
export * from './card-form-theme.js';
