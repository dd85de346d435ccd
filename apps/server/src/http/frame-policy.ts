/**
 * Who may frame what (issue 14): the widget is made to be embedded, by any site, or only by the
 * partner's allowed domains when the partner lists them; the sandbox card gateway's pages
 * wherever the widget is (its card form, 3DS and bank pages open inside it); nothing else
 * (console, API docs, playground) by anyone. The widget page's frame-ancestors directive.
 */
export function widgetFrameAncestors(allowedDomains: readonly string[]): string[] {
  if (allowedDomains.length === 0) return ['*'];
  return ["'self'", ...allowedDomains.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`])];
}
