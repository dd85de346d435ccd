import { createHash, randomUUID } from 'node:crypto';
import { type AltchaChallenge, BotCheckChallenge, SANDBOX_PARTNER_KEYS } from '@ferry/contracts';
import type { FastifyInstance } from 'fastify';

/** Test helpers for sign-in: solve the bot check as the widget does, read codes from the sandbox mailbox. */

export const apiKey = SANDBOX_PARTNER_KEYS.demo;

/** Every code, stateToken, bot-check token and access token the helpers handled, for log checks. */
export const secretsSeen = new Set<string>();

/** No secret the test run handled may appear in the logs. */
export function findSecretsIn(logs: string[]): string[] {
  const text = logs.join('');
  // A six-digit code counts only as a number of its own, not inside a timestamp.
  return [...secretsSeen].filter((secret) =>
    /^\d+$/.test(secret)
      ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text)
      : text.includes(secret),
  );
}
export const clientId = 'widget';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

export function solveAltcha(
  challenge: Pick<AltchaChallenge, 'challenge' | 'salt' | 'maxnumber'>,
): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    )
      return number;
  }
  throw new Error('no solution');
}

export function altchaToken(challenge: AltchaChallenge, number = solveAltcha(challenge)): string {
  const { algorithm, salt, signature } = challenge;
  const token = Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  ).toString('base64');
  secretsSeen.add(token);
  return token;
}

export async function fetchChallenge(app: FastifyInstance): Promise<AltchaChallenge> {
  const res = await app.inject({ url: '/api/v1/auth/bot-check/challenge' });
  const challenge = BotCheckChallenge.parse(res.json().response);
  if (challenge.provider !== 'altcha') throw new Error('expected the ALTCHA bot check');
  return challenge;
}

export async function botToken(app: FastifyInstance): Promise<string> {
  return altchaToken(await fetchChallenge(app));
}

export async function requestCode(
  app: FastifyInstance,
  email: string,
  options: { token?: string; ip?: string; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: {
      'x-hcaptcha-token': options.token ?? (await botToken(app)),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: { apiKey, clientId, email },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`,
  });
  const code = res.json().response[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the mailbox of ${email}`);
  secretsSeen.add(code);
  return code;
}

/** Asks for a code and reads it from the sandbox mailbox. */
export async function startSignIn(
  app: FastifyInstance,
  email: string,
  options: { language?: string } = {},
): Promise<{ stateToken: string; code: string }> {
  const res = await requestCode(app, email, options);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  const stateToken: string = res.json().response.stateToken;
  secretsSeen.add(stateToken);
  return { stateToken, code: await latestCode(app, email) };
}

export function verify(
  app: FastifyInstance,
  body: { email: string; otp: string; stateToken: string; isTncAccepted?: boolean },
  options: { language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { apiKey, clientId, ...body },
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
}

/** A full sign-in of a new user who ticks the terms, in the widget's language when given: answers the access token. */
export async function signIn(app: FastifyInstance, email = uniqueEmail(), options: { language?: string } = {}): Promise<string> {
  const { stateToken, code } = await startSignIn(app, email, options);
  const res = await verify(app, { email, otp: code, stateToken, isTncAccepted: true }, options);
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  const token: string = res.json().response.accessToken;
  secretsSeen.add(token);
  return token;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
