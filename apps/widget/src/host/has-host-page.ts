/**
 * Framed, or opened as a popup by the partner's page (the SDK's popup mode). A file of its own,
 * free of the session store: index.html's inline starter asks it, and the store's React import
 * would put React's 7.7 kB into every page's HTML.
 */
export const hasHostPage = (win: { parent: unknown; opener?: unknown } = window) =>
  (win.parent !== win && win.parent !== null && win.parent !== undefined) || Boolean(win.opener);
