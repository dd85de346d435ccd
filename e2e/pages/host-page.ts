import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';

export type HostMessage = { origin: string; type: string; status?: string };

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * A partner's page embedding the widget in an iframe, as the partner SDK does, recording every
 * Ferry message it receives with the origin it came from. It is served on a port of its own:
 * another origin than the widget's. It stays on localhost because Chromium refuses a public page
 * framing a local server, and keeps a cross-site frame (what a 127.0.0.1 host would be) from its
 * storage in Playwright's incognito-like contexts, where the widget would lose its login on the
 * payment's redirect for a reason that has nothing to do with the host's origin.
 */
export class HostPage {
  readonly widget: FrameLocator;
  origin = '';
  private server: http.Server | null = null;

  constructor(readonly page: Page) {
    this.widget = page.frameLocator('iframe[title="Ferry widget"]');
  }

  async open(widgetUrl: string): Promise<void> {
    const html = `<!doctype html>
<html><head><title>Partner shop</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif">
<script>
  window.ferryMessages = [];
  window.addEventListener('message', (event) => {
    if (event.data && event.data.channel === 'ferry') {
      window.ferryMessages.push({ origin: event.origin, type: event.data.type, status: event.data.status });
      window.ferryData = (window.ferryData || []).concat([event.data]);
    }
  });
</script>
<iframe title="Ferry widget" src="${escapeAttribute(widgetUrl)}" allow="payment" style="display:block;width:100%;max-width:30rem;height:100vh;border:0;margin:0 auto"></iframe>
</body></html>`;
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    this.server = server;
    this.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    await this.page.goto(`${this.origin}/checkout`);
  }

  /** The Ferry messages the host page received so far. */
  async messages(): Promise<HostMessage[]> {
    return this.page.evaluate(() => (window as unknown as { ferryMessages: HostMessage[] }).ferryMessages);
  }

  /** The messages after the widget's start-up ones (initialised, open): the journey's own events. */
  async journeyMessages(): Promise<HostMessage[]> {
    return (await this.messages()).filter((message) => message.type !== 'initialised' && message.type !== 'open');
  }

  /** Every Ferry message the host page received, whole (what a partner's handler reads). */
  async messageData(): Promise<Record<string, unknown>[]> {
    return this.page.evaluate(() => (window as unknown as { ferryData?: Record<string, unknown>[] }).ferryData ?? []);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
