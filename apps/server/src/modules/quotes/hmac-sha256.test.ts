import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac-sha256.js';

const reference = (secret: string, message: string) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(message, 'utf8').digest('base64url');

describe('hmacSha256', () => {
  it("gives RFC 4231's test case 2", () => {
    expect(Buffer.from(hmacSha256('Jefe')('what do ya want for nothing?'), 'base64url').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('equals createHmac for keys shorter than, as long as and longer than a block, and messages of any size', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 150 }), fc.string({ unit: 'binary', maxLength: 2_000 }), (secret, message) => {
        expect(hmacSha256(secret)(message)).toBe(reference(secret, message));
      }),
      { numRuns: 500 },
    );
    for (const length of [0, 1, 63, 64, 65, 200]) {
      const secret = 'k'.repeat(length);
      expect(hmacSha256(secret)('a quote')).toBe(reference(secret, 'a quote'));
    }
  });

  it('signs long and short messages one after the other with one signer (its buffer grown, then reused)', () => {
    const secret = 'a-secret-of-at-least-32-characters!!';
    const sign = hmacSha256(secret);
    for (const message of ['short', 'é'.repeat(3_000), 'x'.repeat(10_000), 'short again', '']) {
      expect(sign(message)).toBe(reference(secret, message));
    }
  });

  it('gives each message its own code under one key, and each key its own code for one message', () => {
    const sign = hmacSha256('a-secret-of-at-least-32-characters!!');
    expect(sign('a')).not.toBe(sign('b'));
    expect(sign('a')).toBe(sign('a'));
    expect(hmacSha256('another-secret-of-32-characters!!!!')('a')).not.toBe(sign('a'));
  });
});
