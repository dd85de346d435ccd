import type { HmacSha256Base64 } from './signature.js';

/**
 * A stand-in keyed hash for these pure tests (FNV-1a over key and message, hex): it depends on
 * every character of both, which is all the rules rely on. The server tests use real HMAC-SHA256.
 */
export const testHmac: HmacSha256Base64 = (key, message) => {
  let hash = 0x811c9dc5;
  const words: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const char of `${round}\u0000${key}\u0000${message}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    words.push(hash.toString(16).padStart(8, '0'));
  }
  return words.join('');
};

export const sign = (secret: string, query: string) =>
  `${query}&signature=${encodeURIComponent(testHmac(secret, query))}`;
