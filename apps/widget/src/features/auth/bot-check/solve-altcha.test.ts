import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaToken, solveAltcha } from './solve-altcha.js';

const challengeFor = (salt: string, number: number, maxnumber: number) => ({
  provider: 'altcha' as const,
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256')
    .update(salt + number)
    .digest('hex'),
  salt,
  maxnumber,
  signature: 'ab'.repeat(32),
});

describe('the ALTCHA proof of work in the browser', () => {
  it('finds the number whose SHA-256(salt + number) is the challenge', async () => {
    expect(await solveAltcha(challengeFor('4f1c?expires=1999999999&', 1234, 5000))).toBe(1234);
    expect(await solveAltcha(challengeFor('s&', 0, 10))).toBe(0);
    expect(await solveAltcha(challengeFor('s&', 10, 10))).toBe(10);
  });

  it('answers null when no number up to maxnumber solves it, or when aborted', async () => {
    expect(await solveAltcha(challengeFor('s&', 600, 500))).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challengeFor('s&', 400, 500), controller.signal)).toBeNull();
  });

  it('sends base64 of {algorithm, challenge, number, salt, signature}, the altcha widget format', () => {
    const challenge = challengeFor('s&', 3, 10);
    expect(JSON.parse(atob(altchaToken(challenge, 3)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 3,
      salt: 's&',
      signature: challenge.signature,
    });
  });
});
