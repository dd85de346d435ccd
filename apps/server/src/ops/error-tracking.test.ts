import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { startEnvelopeReceiver, type Envelope } from '../test/envelope-receiver.js';

/** The local receivers of these tests: ports 8330 (server reports) and 8331 (a second app). */
const RECEIVER_PORT = Number(process.env.ERROR_TRACKING_TEST_PORT ?? 8330);
const EMAIL = 'ada.lovelace@example.com';
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A geo-IP provider that fails with personal data in its message, as a careless dependency might. */
const failingGeoIp = {
  name: 'failing-geo-ip',
  isSandbox: true,
  countryOf(): string | null {
    throw new Error(`geo lookup failed for ${EMAIL} (wallet ${WALLET}, Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln)`);
  },
};

let receiver: Awaited<ReturnType<typeof startEnvelopeReceiver>>;
beforeAll(async () => {
  receiver = await startEnvelopeReceiver(RECEIVER_PORT);
});
afterAll(async () => {
  await receiver.close();
});

const events = (envelopes: Envelope[]) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event'));

describe('server error tracking (ERROR_TRACKING_DSN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ERROR_TRACKING_DSN: receiver.dsn }, overrides: { providers: { geoIp: failingGeoIp } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports a 500 to the DSN with its trace id and route, the e-mail, wallet and token scrubbed', async () => {
    const res = await t.app.inject({ url: '/api/v1/get/country?email=ada.lovelace%40example.com', headers: { authorization: 'Bearer secret-token-1', cookie: 's=1' } });
    expect(res.statusCode).toBe(500);
    await expect.poll(() => events(receiver.envelopes).length, { timeout: 5000 }).toBeGreaterThan(0);
    const [event] = events(receiver.envelopes);
    const payload = event?.payload as { exception: { values: { type: string; value: string }[] }; tags: Record<string, string> };
    expect(payload.exception.values[0]?.type).toBe('Error');
    expect(payload.exception.values[0]?.value).toContain('geo lookup failed for [email] (wallet [address], Bearer [token])');
    expect(payload.tags).toMatchObject({ trace_id: res.headers['x-trace-id'], route: 'GET /api/v1/get/country' });
    const everything = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [EMAIL, 'ada.lovelace%40example.com', WALLET, 'eyJhbGciOiJIUzI1NiJ9', 'secret-token-1']) expect(everything).not.toContain(secret);
  });

  it('does not report 4xx answers', async () => {
    const before = events(receiver.envelopes).length;
    expect((await t.app.inject({ url: '/api/v1/partners/pk_nope' })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events(receiver.envelopes).length).toBe(before);
  });
});

describe('without a DSN (the default)', () => {
  it('reports nothing', async () => {
    const t = await createTestApp({ overrides: { providers: { geoIp: failingGeoIp } } });
    try {
      const before = receiver.envelopes.length;
      expect((await t.app.inject({ url: '/api/v1/get/country' })).statusCode).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.envelopes.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});

describe("the widget's error tracking settings (init-widget)", () => {
  it('are absent by default, and with the DSN carry 5% replays on error, 50% recording with a key; the DSN joins connect-src', async () => {
    const plain = await createTestApp();
    const recorded = await createTestApp({ env: { WIDGET_ERROR_TRACKING_DSN: 'https://public@errors.example/7', WIDGET_SESSION_RECORDING_KEY: 'key-1' } });
    const unrecorded = await createTestApp({ env: { WIDGET_ERROR_TRACKING_DSN: 'https://public@errors.example/7' } });
    try {
      const initWidget = (t: TestApp) => t.app.inject({ url: '/api/v1/init-widget?hostname=shop.example' });
      expect((await initWidget(plain)).json().response.errorTracking).toBeUndefined();
      expect((await initWidget(recorded)).json().response.errorTracking).toEqual({
        dsn: 'https://public@errors.example/7',
        replaysOnErrorSampleRate: 0.05,
        replaysSessionSampleRate: 0.5,
      });
      expect((await initWidget(unrecorded)).json().response.errorTracking).toMatchObject({ replaysOnErrorSampleRate: 0.05, replaysSessionSampleRate: 0 });
      const csp = (t: TestApp) => t.app.inject({ url: '/support' }).then((res) => String(res.headers['content-security-policy']));
      expect(await csp(recorded)).toMatch(/connect-src 'self' https:\/\/errors\.example/);
      expect(await csp(plain)).not.toContain('errors.example');
    } finally {
      await Promise.all([plain.close(), recorded.close(), unrecorded.close()]);
    }
  });
});
