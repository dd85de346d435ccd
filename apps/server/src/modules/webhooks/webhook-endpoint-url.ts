import { isIP } from 'node:net';

/** Hosts that name this machine; in sandbox mode http may go to them (a partner's laptop). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Literal addresses of private, link-local or unspecified networks: never a partner's public endpoint. */
function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (isIP(host) === 6) return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/**
 * Why Ferry will not call this URL, or null when it will: an absolute http(s) URL without
 * credentials; in production https only and not to this machine or a private network; in sandbox
 * mode also http to localhost.
 */
export function webhookEndpointProblem(raw: string, { isSandbox }: { isSandbox: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The webhook endpoint must be an absolute URL such as https://example.com/webhooks/ferry.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `The webhook endpoint must be an http(s) URL, not ${url.protocol.replace(':', '')}.`;
  if (url.username || url.password) return 'The webhook endpoint must not carry a user name or password.';
  if (!url.hostname) return 'The webhook endpoint must name a host.';
  const isLoopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !(isSandbox && isLoopback)) {
    return isSandbox ? 'The webhook endpoint must use https (http is allowed to localhost in sandbox mode).' : 'The webhook endpoint must use https.';
  }
  if (!isSandbox && (isLoopback || isPrivateAddress(url.hostname))) return 'The webhook endpoint must be reachable on the public internet.';
  return null;
}
