import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the playground at /demo', () => {
  it('serves the page with its form, the SDK in its three modes, the snippets and the event log', async () => {
    const res = await t.app.inject({ url: '/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form id="params"');
    expect(res.body).toContain('<script src="/sdk/ferry.js">');
    for (const mode of ['Overlay', 'Embedded', 'Popup']) expect(res.body).toContain(`/> ${mode}</label>`);
    for (const id of ['events', 'snippet-script', 'snippet-npm', 'snippet-react', 'snippet-session', 'snippet-signed']) expect(res.body).toContain(`id="${id}"`);
    // Its popup keeps its opener, so the popup's events reach the log.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('serves its script and styles from the server itself, so it works offline', async () => {
    const script = await t.app.inject({ url: '/demo/playground.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    const page = (await t.app.inject({ url: '/demo' })).body;
    expect(page).not.toMatch(/(src|href)="https?:/);
    expect((await t.app.inject({ url: '/demo/playground.css' })).statusCode).toBe(200);
  });

  it('may frame the widget of its own origin under the content security policy', async () => {
    const res = await t.app.inject({ url: '/demo' });
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self'/);
  });
});
