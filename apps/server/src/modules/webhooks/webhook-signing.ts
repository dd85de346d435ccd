import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/** The three Standard Webhooks headers; with two secrets (a rotation) both signatures, space-separated. */
export function signedHeaders({ secrets, id, at, body }: { secrets: string[]; id: string; at: Date; body: string }): SignedHeaders {
  const signature = secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

export type SignatureCheck = 'verified' | 'verified-but-old' | 'invalid';

/**
 * How a partner's server would judge a delivery, with the library: `verify` also refuses a
 * timestamp more than 5 minutes from now; an older delivery whose signature matches is
 * 'verified-but-old' (the signature is recomputed by the library's own `sign`).
 */
export function checkSignature({ secrets, headers, body }: { secrets: string[]; headers: SignedHeaders; body: string }): SignatureCheck {
  for (const secret of secrets) {
    const webhook = new Webhook(secret);
    try {
      webhook.verify(body, headers);
      return 'verified';
    } catch {
      const at = new Date(Number(headers['webhook-timestamp']) * 1000);
      if (Number.isNaN(at.getTime())) continue;
      const expected = webhook.sign(headers['webhook-id'], at, body);
      if (headers['webhook-signature'].split(' ').includes(expected)) return 'verified-but-old';
    }
  }
  return 'invalid';
}
