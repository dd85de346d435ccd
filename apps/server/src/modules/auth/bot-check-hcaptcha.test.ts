import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHcaptchaBotCheck } from '../../providers/bot-check/hcaptcha.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { latestCode, requestCode, uniqueEmail } from './auth-test-kit.js';

/** hCaptcha's siteverify stand-in: only 'good-token' passes, and only once. */
const spent = new Set<string>();
const siteverify = (async (_url: string | URL | Request, init?: RequestInit) => {
  const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
  const success = token === 'good-token' && !spent.has(token);
  spent.add(token);
  return new Response(
    JSON.stringify(
      success ? { success } : { success, 'error-codes': ['invalid-or-already-seen-response'] },
    ),
  );
}) as typeof fetch;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      HCAPTCHA_SECRET: 'hc-secret',
      HCAPTCHA_SITE_KEY: 'hc-site-key',
      AUTH_REQUESTS_PER_IP: '100000',
    },
    overrides: {
      providers: {
        botCheck: createHcaptchaBotCheck({
          secret: 'hc-secret',
          siteKey: 'hc-site-key',
          fetchImpl: siteverify,
        }),
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('hCaptcha instead of the self-hosted check, when its secret is configured', () => {
  it('hands the widget the site key and lets the hCaptcha script and frame through the content policy', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/bot-check/challenge' });
    expect(res.json().response).toEqual({ provider: 'hcaptcha', siteKey: 'hc-site-key' });
    // The policy that matters is the pages' (the widget's document); API answers carry their own.
    const page = await t.app.inject({ url: '/demo' });
    expect(page.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com/,
    );
    expect(page.headers['content-security-policy']).toMatch(
      /frame-src 'self' https:\/\/hcaptcha\.com/,
    );
  });

  it('sends a code for a token hCaptcha accepts, once', async () => {
    const email = uniqueEmail('hcaptcha');
    expect((await requestCode(t.app, email, { token: 'good-token' })).statusCode).toBe(200);
    expect(await latestCode(t.app, email)).toMatch(/^\d{6}$/);
    const again = await requestCode(t.app, uniqueEmail(), { token: 'good-token' });
    expect(again.json()).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      message: 'Verification failed. Please try again.',
    });
  });
});

describe('the content policy without hCaptcha', () => {
  it('allows scripts from Ferry only', async () => {
    const plain = await createTestApp();
    try {
      const page = await plain.app.inject({ url: '/demo' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      await plain.close();
    }
  });
});
