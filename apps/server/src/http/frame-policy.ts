/**
 * Who may frame what (issue 14): the widget is made to be embedded, by any site, or only by the
 * partner's allowed domains when the partner lists them; the sandbox card gateway's pages
 * wherever the widget is (its card form, 3DS and bank pages open inside it); nothing else
 * (console, API docs, playground) by anyone.
 */
export function widgetFrameAncestors(allowedDomains: readonly string[]): string {
  if (allowedDomains.length === 0) return '*';
  return ["'self'", ...allowedDomains.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`])].join(' ');
}

/** The widget page's content security policy, with its frame-ancestors for this partner. */
export function withFrameAncestors(policy: string, ancestors: string): string {
  return policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
}
