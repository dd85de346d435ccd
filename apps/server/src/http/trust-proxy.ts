import type { TrustProxy } from '../config/env.js';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy from TRUST_PROXY. A list of addresses is checked by Fastify itself. A hop
 * count is ours: Fastify 5 ignores a bare number (it cannot tell the proxy from a client that
 * connects directly), so a count is honoured as proxy-addr defines it, trusting the nearest
 * `hops` addresses. It is right only when Ferry is reachable through its proxies alone (say so
 * in the operator's set-up); listing the proxies' addresses is safer wherever they are known.
 */
export function trustProxyOf(setting: TrustProxy): false | string | TrustFunction {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting.join(',');
}
