import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let clock = new Date('2030-01-01T12:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const demo = { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' };

async function createSession(payload: unknown, headers: Record<string, string> = demo) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/widget-sessions',
    headers,
    payload: payload as object,
  });
}
const openSession = (sessionId: string) =>
  t.app.inject({ url: '/api/v1/session', headers: { 'x-session-id': sessionId } });

describe('POST /api/v1/partner/widget-sessions (a partner server creates a widget session with its secret)', () => {
  it('answers { sessionId, widgetUrl } with the widget URL carrying the key and the session', async () => {
    const res = await createSession({
      fiatCurrency: 'GBP',
      networks: ['ethereum', 'polygon'],
      defaultFiatAmount: 300,
    });
    expect(res.statusCode).toBe(200);
    const { sessionId, widgetUrl, expiresAt, rejected } = res.json().response;
    expect(sessionId).toMatch(/^ws_[A-Za-z0-9_-]{43}$/);
    const url = new URL(widgetUrl);
    expect(url.searchParams.get('apiKey')).toBe('pk_sandbox_demo');
    expect(url.searchParams.get('sessionId')).toBe(sessionId);
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(5 * 60_000);
    expect(rejected).toEqual([]);
  });

  it.each([
    ['no secret', { 'x-api-key': 'pk_sandbox_demo' }],
    ['a wrong secret', { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_ferry' }],
    [
      "another partner's secret for this key",
      { 'x-api-key': 'pk_sandbox_ferry', 'x-partner-secret': 'sk_sandbox_demo' },
    ],
    ['an unknown key', { 'x-api-key': 'pk_nobody', 'x-partner-secret': 'sk_nobody' }],
    ['no key', { 'x-partner-secret': 'sk_sandbox_demo' }],
  ])('refuses %s with 401 PARTNER_UNAUTHORIZED', async (_case, headers) => {
    const res = await createSession({}, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'PARTNER_UNAUTHORIZED' });
  });

  it('refuses a disabled partner even with its secret', async () => {
    const res = await createSession(
      {},
      { 'x-api-key': 'pk_sandbox_disabled', 'x-partner-secret': 'sk_sandbox_disabled' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PARTNER_INACTIVE');
  });

  it('lists unknown keys, wrong types, JSON that does not parse and 10 kB values as rejected, and still creates the session', async () => {
    const res = await createSession({
      fiatCurrency: 'GBP',
      notAParameter: 'x',
      hideMenu: 'maybe',
      walletAddressesData: '{not json',
      exchangeScreenTitle: 'y'.repeat(10_000),
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().response.rejected.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'notAParameter',
        'hideMenu',
        'walletAddressesData',
        'exchangeScreenTitle',
      ]),
    );
    expect(names).not.toContain('fiatCurrency');
    for (const entry of res.json().response.rejected)
      expect(entry.value.length).toBeLessThanOrEqual(200);
    expect((await openSession(res.json().response.sessionId)).statusCode).toBe(200);
  });

  it.each([
    ['a list body', '[]'],
    ['a body that is not JSON', '{"fiatCurrency":'],
    ['a nested list', '{"networks":[["ethereum"]]}'],
  ])('answers %s with 400 and changes nothing', async (_case, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/widget-sessions',
      headers: { ...demo, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/v1/session (X-Session-ID): the widget opens a partner session once', () => {
  it('returns partnerApiKey, authContext.userAccessToken and widgetParams', async () => {
    const created = (
      await createSession({
        fiatCurrency: 'GBP',
        networks: ['ethereum', 'polygon'],
        defaultFiatAmount: 300,
        isNFT: false,
        userData: { a: 1 },
      })
    ).json().response;
    const res = await openSession(created.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      partnerApiKey: 'pk_sandbox_demo',
      authContext: { userAccessToken: null },
      widgetParams: {
        fiatCurrency: 'GBP',
        networks: ['ethereum', 'polygon'],
        defaultFiatAmount: '300',
        isNFT: 'false',
        userData: '{"a":1}',
      },
    });
  });

  it('never lets the session name another partner or carry a session id, ott or signature', async () => {
    const created = (
      await createSession({
        apiKey: 'pk_sandbox_ferry',
        sessionId: 'x',
        ott: 'y',
        signature: 'z',
        hideMenu: true,
      })
    ).json().response;
    const opened = (await openSession(created.sessionId)).json().response;
    expect(opened.partnerApiKey).toBe('pk_sandbox_demo');
    expect(opened.widgetParams).toEqual({ hideMenu: 'true' });
  });

  it('is single use: the second opening is refused with 410 WIDGET_SESSION_INVALID', async () => {
    const { sessionId } = (await createSession({ hideMenu: true })).json().response;
    expect((await openSession(sessionId)).statusCode).toBe(200);
    const second = await openSession(sessionId);
    expect(second.statusCode).toBe(410);
    expect(second.json()).toMatchObject({ statusCode: 410, code: 'WIDGET_SESSION_INVALID' });
  });

  it('opens exactly once when opened many times at the same moment', async () => {
    const { sessionId } = (await createSession({ hideMenu: true })).json().response;
    const answers = await Promise.all(Array.from({ length: 8 }, () => openSession(sessionId)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 410, 410, 410, 410, 410, 410, 410,
    ]);
  });

  it('is valid 5 minutes: opens at 4:59 and is refused at 5:00', async () => {
    const start = clock;
    const first = (await createSession({ hideMenu: true })).json().response.sessionId;
    const second = (await createSession({ hideMenu: true })).json().response.sessionId;
    try {
      clock = new Date(start.getTime() + 5 * 60_000 - 1000);
      expect((await openSession(first)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 5 * 60_000);
      expect((await openSession(second)).statusCode).toBe(410);
    } finally {
      clock = start;
    }
  });

  it('refuses an unknown session id alike, and a missing header with 400', async () => {
    expect((await openSession('ws_unknown')).statusCode).toBe(410);
    expect((await t.app.inject({ url: '/api/v1/session' })).statusCode).toBe(400);
    expect((await openSession('x'.repeat(201))).statusCode).toBe(400);
  });

  it('answers a session signedQuery that verifies as a URL signed with the partner secret', async () => {
    const { sessionId } = (await createSession({ walletAddress: '0xabc', hideMenu: true })).json()
      .response;
    const { signedQuery } = (await openSession(sessionId)).json().response;
    const pairs = [...new URLSearchParams(signedQuery).keys()];
    expect(pairs[0]).toBe('apiKey');
    expect(pairs.at(-1)).toBe('signature');
    expect(new URLSearchParams(signedQuery).get('walletAddress')).toBe('0xabc');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/widget-params/verify',
      payload: { apiKey: 'pk_sandbox_demo', query: `?${signedQuery}` },
    });
    expect(res.json().response).toEqual({
      requiresSignedUrl: false,
      isSigned: true,
      isValid: true,
    });
  });

  it('never writes a partner secret or a session id to the logs', async () => {
    const { sessionId } = (await createSession({ hideMenu: true })).json().response;
    await openSession(sessionId);
    const logs = t.logs.join('\n');
    expect(logs).not.toContain('sk_sandbox_demo');
    expect(logs).not.toContain(sessionId);
  });
});
