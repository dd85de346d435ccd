/** The prefix of the session store's items in the browser's storage (session-store.ts; read early by app/startup/early-start.ts). */
export const STORAGE_PREFIX = 'ferry.';
