import { createHash } from 'node:crypto';
import type { CreateOrderQuery } from '@ferry/contracts';

/**
 * What a create-order call asked for, as a hash: a retry under the same Idempotency-Key must ask
 * for the same thing (the same card, payment method, bank...), or it is another intent.
 */
export function requestFingerprint(query: CreateOrderQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url');
}
