import type { AppContext } from '../../context.js';
import { isKnownScamReferrer } from './location.repository.js';

/** Every parent domain of a host, itself first: a.b.scam.example -> a.b.scam.example, b.scam.example, scam.example. */
export function hostAndParents(hostname: string): string[] {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  const hosts: string[] = [];
  for (let index = 0; index < labels.length - 1; index += 1) hosts.push(labels.slice(index).join('.'));
  return hosts.length > 0 ? hosts : labels;
}

/** init-widget: false when the embedding host, or a domain above it, is a known scam referrer. */
export async function checkEmbeddingHost(ctx: AppContext, { hostname }: { hostname: string }): Promise<{ result: boolean }> {
  if (!hostname) return { result: true };
  for (const host of hostAndParents(hostname)) {
    if (await isKnownScamReferrer(ctx.db, host)) return { result: false };
  }
  return { result: true };
}
