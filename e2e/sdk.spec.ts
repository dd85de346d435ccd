import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';

/**
 * A partner's page on another origin includes the SDK with five lines and opens Ferry as an
 * overlay, embedded and as a popup; a frame on a third origin posts look-alike messages that the
 * SDK must ignore. The host is on localhost (another port): a 127.0.0.1 host would be cross-site
 * and lose the widget's storage in Playwright's contexts (pages/host-page.ts says why).
 */
function hostServer(ferryOrigin: string): Promise<{ origin: string; lookAlikeOrigin: string; close: () => Promise<void> }> {
  const shop = (lookAlike: string) => `<!doctype html><html><head><title>Partner shop</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif">
<h1>Partner shop</h1>
<button id="overlay">Buy with Ferry</button> <button id="embed">Embed Ferry</button> <button id="popup">Ferry in a popup</button> <button id="remove">Remove Ferry</button>
<div id="place" style="width:100%;max-width:30rem;height:640px"></div>
<iframe title="Look-alike" src="${lookAlike}/look-alike" style="width:10px;height:10px;border:0"></iframe>
<script>window.events = [];</script>
<script src="${ferryOrigin}/sdk/ferry.js"></script>
<script>
  const ferry = new Ferry({ apiKey: 'pk_sandbox_demo' });
  for (const type of ['initialised', 'open', 'close', 'order-created', 'order-successful', 'order-failed']) ferry.on(type, (event) => window.events.push(event.type + (event.orderId === 'fake' ? ':fake' : '')));
  document.getElementById('overlay').onclick = () => ferry.open();
  document.getElementById('embed').onclick = () => ferry.mount(document.getElementById('place'));
  document.getElementById('popup').onclick = () => ferry.popup();
  document.getElementById('remove').onclick = () => ferry.close();
</script></body></html>`;
  // Posts what the widget would, from the wrong window and origin, again and again.
  const lookAlike = `<!doctype html><script>
  setInterval(() => {
    for (const type of ['initialised', 'open', 'close', 'order-successful']) parent.postMessage({ channel: 'ferry', version: 1, type, orderId: 'fake', status: 'COMPLETED' }, '*');
  }, 100);
</script>`;
  let port = 0;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/look-alike' ? lookAlike : shop(`http://127.0.0.1:${port}`));
  });
  return new Promise((resolve) =>
    server.listen(0, '::', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        origin: `http://localhost:${port}`,
        lookAlikeOrigin: `http://127.0.0.1:${port}`,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    }),
  );
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { events: string[] }).events);

test.describe('a partner embeds Ferry with the SDK', () => {
  test.describe.configure({ timeout: 240_000 });

  test('overlay, embedded and popup each report initialised, open and close; a card buy in the popup reports order-created and order-successful; look-alikes are ignored', async ({ page, request, baseURL }, testInfo) => {
    const host = await hostServer(new URL(baseURL!).origin);
    try {
      await page.goto(`${host.origin}/shop`);
      const widget = page.frameLocator('iframe[title="Ferry widget"]');

      // Overlay: its close asks first, in the widget's words.
      await page.getByRole('button', { name: 'Buy with Ferry' }).click();
      await expect(widget.getByRole('main', { name: 'Ferry' })).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => events(page)).toEqual(['initialised', 'open']);
      await page.screenshot({ path: `/tmp/shots-sdk/sdk-overlay-${testInfo.project.name}.png` });
      await page.getByRole('button', { name: 'Close Ferry' }).click();
      await expect(widget.getByRole('alertdialog', { name: 'Are you sure you want to exit the product?' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-sdk/sdk-overlay-confirm-exit-${testInfo.project.name}.png` });
      await widget.getByRole('button', { name: 'Exit Now' }).click();
      await expect(page.locator('iframe[title="Ferry widget"]')).toHaveCount(0);
      await expect.poll(() => events(page)).toEqual(['initialised', 'open', 'close']);

      // Embedded in the page's own element.
      await page.getByRole('button', { name: 'Embed Ferry' }).click();
      await expect(page.locator('#place iframe[title="Ferry widget"]')).toHaveAttribute('allow', /payment/);
      await expect.poll(() => events(page)).toEqual(['initialised', 'open', 'close', 'initialised', 'open']);
      await page.getByRole('button', { name: 'Remove Ferry' }).click();
      await expect(page.locator('iframe[title="Ferry widget"]')).toHaveCount(0);

      // Popup, and a card buy in it.
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Ferry in a popup' }).click()]);
      await expect.poll(() => events(page), { timeout: 20_000 }).toEqual(['initialised', 'open', 'close', 'initialised', 'open', 'close', 'initialised', 'open']);
      const orders = new OrdersPage(popup);
      await newApprovedBuyer(popup, request, { isOpen: true });
      await expect(popup).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
      await orders.typeCard('4242 4242 4242 4242');
      await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
      await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
      await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
      await expect.poll(() => events(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(['order-created', 'order-successful']));
      await popup.close();
      await expect.poll(async () => (await events(page)).at(-1)).toBe('close');

      const all = await events(page);
      expect(all.filter((type) => type.endsWith(':fake'))).toEqual([]);
      expect(all.filter((type) => type === 'order-created')).toHaveLength(1);
    } finally {
      await host.close();
    }
  });
});
