import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEnvelopeReceiver, type Envelope } from '../apps/server/src/test/envelope-receiver.js';

/**
 * This checkout's ports for the error-tracking server and its local Sentry receiver (8330-8339);
 * the 375 px project runs beside the desktop one, so it takes the next pair.
 */
const BASE_RECEIVER_PORT = Number(process.env.E2E_ERROR_TRACKING_RECEIVER_PORT ?? 8331);
const BASE_SERVER_PORT = Number(process.env.E2E_ERROR_TRACKING_PORT ?? 8332);
const portsOf = (project: string) => {
  const offset = project === 'desktop' ? 0 : 2;
  return { receiverPort: BASE_RECEIVER_PORT + offset, serverPort: BASE_SERVER_PORT + offset };
};
const EMAIL = 'ada.lovelace@example.com';

const events = (envelopes: Envelope[]) =>
  envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as Record<string, unknown>));

/** The built server with error tracking configured, on its own port and data directory. */
async function startServer(dsn: string, serverPort: number): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-error-tracking-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      FERRY_DATA_DIR: dataDir,
      REDIS_URL: '',
      DATABASE_URL: '',
      ERROR_TRACKING_DSN: dsn,
      WIDGET_ERROR_TRACKING_DSN: dsn,
      WIDGET_SESSION_RECORDING_KEY: 'recording-key',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${serverPort}/`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
    .toBe(200);
  return server;
}

test.describe('error tracking', () => {
  test.describe.configure({ timeout: 180_000 });

  test('off by default: the exchange loads no error-tracking code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/?apiKey=pk_sandbox_demo');
    await expect(page.getByRole('heading', { name: 'Buy Crypto To Your Wallet' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /sentry/i.test(url))).toEqual([]);
  });

  test('with a DSN, a 400 at start-up is reported to the receiver (scrubbed, with replay on), and the user sees only the usual message', async ({ page }, testInfo) => {
    const { receiverPort, serverPort } = portsOf(testInfo.project.name);
    const receiver = await startEnvelopeReceiver(receiverPort);
    const server = await startServer(receiver.dsn, serverPort);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // A start-up call answers 400 with personal data in its message.
      await page.route('**/api/v1/countries*', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, code: 'VALIDATION_ERROR', message: `Invalid query for ${EMAIL}` }) }),
      );
      await page.goto(`http://localhost:${serverPort}/?apiKey=pk_sandbox_demo&email=${encodeURIComponent(EMAIL)}`);
      await expect(page.getByText('Oops! We were unable to fetch the required data. Please refresh the page.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(EMAIL)).toHaveCount(0);
      await expect(page.getByText('Invalid query')).toHaveCount(0);

      await expect.poll(() => events(receiver.envelopes).length, { timeout: 20_000 }).toBeGreaterThan(0);
      const event = events(receiver.envelopes).find((candidate) => (candidate.tags as Record<string, string> | undefined)?.phase === 'start-up');
      expect(event).toBeDefined();
      expect(event?.tags).toMatchObject({ phase: 'start-up', code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(event?.exception)).toContain('Invalid query for [email]');
      const integrations = ((event?.sdk as { integrations?: string[] } | undefined)?.integrations ?? []);
      expect(integrations).toContain('Replay');
      const everything = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
      expect(everything).not.toContain(EMAIL);
      expect(everything).not.toContain(encodeURIComponent(EMAIL));
      // The SDK came in its own chunk, after the start.
      expect(scripts.some((url) => /sentry/i.test(url))).toBe(true);
      await page.screenshot({ path: `e2e/screenshots/error-tracking-start-up-400-${testInfo.project.name}.png` });
    } finally {
      server.kill('SIGTERM');
      await receiver.close();
    }
  });
});
