import type { AltchaChallenge } from '@ferry/contracts';

const encoder = new TextEncoder();
/** Digests run a batch at a time: one await per number would spend most of the time waiting. */
const BATCH = 512;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function isSame(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] !== expected[i]) return false;
  return true;
}

export type AltchaWork = Pick<AltchaChallenge, 'challenge' | 'salt' | 'maxnumber'>;

/** The ALTCHA proof of work: the number in [0, maxnumber] whose SHA-256(salt + number) is the challenge. */
export async function solveAltcha(
  { challenge, salt, maxnumber }: AltchaWork,
  signal?: AbortSignal,
): Promise<number | null> {
  const expected = hexToBytes(challenge);
  for (let start = 0; start <= maxnumber; start += BATCH) {
    if (signal?.aborted) return null;
    const count = Math.min(BATCH, maxnumber - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(salt + (start + i))),
      ),
    );
    const index = digests.findIndex((digest) => isSame(digest, expected));
    if (index >= 0) return start + index;
  }
  return null;
}

/** What X-Hcaptcha-Token carries for ALTCHA: base64 of the solved payload (the altcha widget's format). */
export function altchaToken(challenge: AltchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
