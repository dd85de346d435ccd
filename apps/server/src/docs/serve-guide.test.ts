import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the integration guide at /docs', () => {
  it('renders the guide kept in the repo, with every section a partner needs', async () => {
    const res = await t.app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const heading of ['Five-minute start', 'Widget parameters', 'NFT data', 'One-click data (Ferry One)', 'Events', 'Widget sessions', 'Signed URLs', 'Webhooks', 'Sandbox magic values']) {
      expect(res.body).toContain(`>${heading}</h`);
    }
    expect(res.body).toContain('<a href="/docs/webhooks">');
    expect(res.body).toContain('<code>4242 4242 4242 4242</code>');
    expect(res.body).toContain('<td><code>nftData</code></td>');
  });

  it('serves the webhooks section at /docs/webhooks, with the signature check a partner copies', async () => {
    const res = await t.app.inject({ url: '/docs/webhooks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('webhook-signature');
    expect(res.body).toContain('standardwebhooks');
    expect(res.body).toContain('<code>stream.deposit.payout_sent</code>');
  });
});
