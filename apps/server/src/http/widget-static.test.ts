import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { inlineScriptSources, isWidgetRoutePath } from './widget-static.js';

const STARTER = 'window.ferryStarted=true';
const INDEX = `<!doctype html><script>${STARTER}</script><title>Ferry</title><div id="root"></div>`;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-widget-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("widget")');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log("widget")'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync('console.log("widget")'));
  t = await createTestApp({ env: { WIDGET_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the widget's files and its router's paths", () => {
  it.each([
    '/',
    '/user/paymentstatus?orderId=x',
    '/login/email',
    '/user/kyc-forms/personalDetails',
    '/user/order/6f1c1e0e-52b5-4f3e-9a83-0d7c7a1f0b11',
  ])('a widget path (%s) answers index.html with the start-up answers in it, never stored', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    // The page as built, with one JSON element ahead of its script (start-answers.test.ts has what is in it).
    expect(res.body.replace(/<script type="application\/json" id="ferry-start-answers">[^<]*<\/script>/, '')).toBe(INDEX);
    expect(res.body.indexOf('id="ferry-start-answers"')).toBeLessThan(res.body.indexOf(`<script>${STARTER}`));
  });

  it('a built asset is served and cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("widget")');
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('with Accept-Encoding %s the precompressed file is sent as %s, varying by Accept-Encoding', async (accepted, encoding, decode) => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': accepted } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe('console.log("widget")');
  });

  it('without a compression the client takes, the file goes as it is (identity)', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(res.body).toBe('console.log("widget")');
  });

  it.each([
    '/sdk/missing.js',
    '/assets/missing.js',
    '/assets/old-chunk',
    '/favicon.ico',
    '/user/styles.css?v=2',
  ])('a missing file (%s) is a plain 404, not index.html', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('the API is never answered with index.html', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('isWidgetRoutePath', () => {
  it('owns extension-less paths outside /api and /assets', () => {
    expect(isWidgetRoutePath('/')).toBe(true);
    expect(isWidgetRoutePath('/user/confirm-order')).toBe(true);
    expect(isWidgetRoutePath('/sdk/ferry.js/')).toBe(true);
  });
  it('refuses file-like paths, /assets and /api', () => {
    expect(isWidgetRoutePath('/sdk/ferry.js')).toBe(false);
    expect(isWidgetRoutePath('/robots.txt')).toBe(false);
    expect(isWidgetRoutePath('/assets')).toBe(false);
    expect(isWidgetRoutePath('/assets/x')).toBe(false);
    expect(isWidgetRoutePath('/api')).toBe(false);
    expect(isWidgetRoutePath('/api/v1/users')).toBe(false);
  });
});

describe("index.html's inline script (the start-up calls' starter)", () => {
  it('runs by its hash alone: no other inline script is allowed', async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_demo' });
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`);
  });

  it('a page without inline scripts allows none', () => {
    expect(inlineScriptSources('<script type="module" src="/assets/index.js"></script>')).toEqual([]);
  });
});

describe('who may frame the widget (issue 14)', () => {
  it('any site, when the partner lists no domains; never through X-Frame-Options', async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_demo' });
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("only the partner's allowed domains (and Ferry's own pages) when the partner lists them", async () => {
    const [demo] = await t.database.db.select().from(partners).where(eq(partners.apiKey, 'pk_sandbox_demo'));
    if (!demo) throw new Error('no demo partner');
    await t.database.db.insert(partners).values({ ...demo, apiKey: 'pk_sandbox_framed_test', allowedDomains: ['wallet.example'] });
    const res = await t.app.inject({ url: '/user/orders?apiKey=pk_sandbox_framed_test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://wallet.example https://*.wallet.example;");
  });
});
