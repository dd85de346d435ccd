import { sha256 } from '@noble/hashes/sha2.js';
import type { BytesCoder } from '@scure/base';

/** Decodes base58 text in the given alphabet, or null when it is not valid base58. */
export function decodeBase58(coder: BytesCoder, text: string): Uint8Array | null {
  try {
    return coder.decode(text);
  } catch {
    return null;
  }
}

/** base58check: the last 4 bytes are the first 4 of sha256(sha256(payload)). Returns the payload or null. */
export function verifiedPayload(bytes: Uint8Array | null): Uint8Array | null {
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const checksum = sha256(sha256(payload));
  for (let index = 0; index < 4; index += 1) {
    if (checksum[index] !== bytes[bytes.length - 4 + index]) return null;
  }
  return payload;
}
