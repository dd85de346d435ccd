export * from './sign-in.js';
