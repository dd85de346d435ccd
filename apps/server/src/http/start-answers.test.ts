import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { START_ANSWERS_ELEMENT } from '@ferry/contracts';
import { embeddingHostnameOf, pageWithStartAnswers, startCallsOf } from './start-answers.js';

const INDEX = '<!doctype html><html><head><script>window.ferryStarted=true</script><title>Ferry</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-widget-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WIDGET_DIST: dist } });
  // Warm: a cold database may answer after the page's wait (START_ANSWERS_WAIT_MS), which leaves the calls to the widget.
  for (const url of startCallsOf(request('/?apiKey=pk_sandbox_demo', {}, 'localhost'))) await t.app.inject({ url });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The answers the page holds, read as the widget's starter reads them. */
function answersIn(html: string): Record<string, string> {
  const match = new RegExp(`<script type="application/json" id="${START_ANSWERS_ELEMENT}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, string>) : {};
}

const request = (url: string, headers: Record<string, string> = {}, hostname = 'widget.ferry.example') => ({ url, headers, hostname });

describe('the start-up calls the page answers', () => {
  it("are the widget's six for the address's key and the page's own host", () => {
    expect(startCallsOf(request('/?apiKey=pk_sandbox_demo&fiatCurrency=GBP'))).toEqual([
      '/api/v1/init-widget?hostname=widget.ferry.example',
      '/api/v1/countries',
      '/api/v1/get/country',
      '/api/v1/partners/pk_sandbox_demo?hostname=widget.ferry.example',
      '/api/v1/fiat-currencies?apiKey=pk_sandbox_demo',
      '/api/v1/crypto-currencies?partnerApiKey=pk_sandbox_demo',
    ]);
  });

  it("take the environment's key when the address names none, and leave out the partner's with a malformed one", () => {
    expect(startCallsOf(request('/', {}, 'localhost:8080'))).toContain('/api/v1/partners/pk_sandbox_demo?hostname=localhost');
    expect(startCallsOf(request('/?apiKey=%3Cscript%3E'))).toEqual([
      '/api/v1/init-widget?hostname=widget.ferry.example',
      '/api/v1/countries',
      '/api/v1/get/country',
    ]);
  });

  it("name the framing page's host from the referrer, as the framed widget does", () => {
    expect(embeddingHostnameOf({ hostname: 'widget.ferry.example', headers: { 'sec-fetch-dest': 'iframe', referer: 'https://wallet.example/buy' } })).toBe('wallet.example');
    expect(embeddingHostnameOf({ hostname: 'widget.ferry.example', headers: { 'sec-fetch-dest': 'iframe', referer: 'not a url' } })).toBe('widget.ferry.example');
    expect(embeddingHostnameOf({ hostname: 'widget.ferry.example:8080', headers: { 'sec-fetch-dest': 'document', referer: 'https://wallet.example/' } })).toBe('widget.ferry.example');
  });
});

describe('the page with its start-up answers', () => {
  it('holds the very answers the API gives to each call, ahead of the starter', async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_demo', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    const answers = answersIn(res.body);
    expect(Object.keys(answers)).toEqual(startCallsOf(request('/?apiKey=pk_sandbox_demo', {}, 'localhost')));
    for (const [url, body] of Object.entries(answers)) {
      const direct = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(direct.statusCode).toBe(200);
      expect(body).toBe(direct.body);
    }
    expect(res.body.indexOf(START_ANSWERS_ELEMENT)).toBeLessThan(res.body.indexOf('<script>window.ferryStarted'));
  });

  it("answers as the visitor's browser would be answered: the page request's headers go with the calls", async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_demo', headers: { host: 'localhost:8080', 'x-sandbox-country': 'GB', 'if-none-match': '"x"' } });
    expect(JSON.parse(answersIn(res.body)['/api/v1/get/country']!)).toMatchObject({ response: { ipCountryCode: 'GB' } });
    expect(Object.keys(answersIn(res.body))).toHaveLength(6);
  });

  it('holds only the answers that are 200s: an unknown key leaves the partner calls to the widget', async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_unknown_key', headers: { host: 'localhost:8080' } });
    expect(Object.keys(answersIn(res.body))).toEqual(['/api/v1/init-widget?hostname=localhost', '/api/v1/countries', '/api/v1/get/country']);
  });

  it("escapes every '<', so a partner's text cannot end the element or open markup", async () => {
    const [demo] = await t.database.db.select().from(partners).where(eq(partners.apiKey, 'pk_sandbox_demo'));
    if (!demo) throw new Error('no demo partner');
    const name = '</script><img src=x onerror=alert(1)><!--';
    await t.database.db.insert(partners).values({ ...demo, apiKey: 'pk_sandbox_markup_test', company: name });
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_markup_test', headers: { host: 'localhost:8080' } });
    const element = res.body.slice(res.body.indexOf(START_ANSWERS_ELEMENT), res.body.indexOf('</script>', res.body.indexOf(START_ANSWERS_ELEMENT)));
    expect(element).not.toContain('<');
    expect(answersIn(res.body)['/api/v1/partners/pk_sandbox_markup_test?hostname=localhost']).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('is compressed for a browser and never stored', async () => {
    const res = await t.app.inject({ url: '/?apiKey=pk_sandbox_demo', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(answersIn(zlib.brotliDecompressSync(res.rawPayload).toString()))).toHaveLength(6);
  });

  it('is the page as built when there is nothing to add', () => {
    expect(pageWithStartAnswers(INDEX, {})).toBe(INDEX);
    expect(pageWithStartAnswers('<html><head></head></html>', { '/api/v1/countries': '[]' })).toBe(
      `<html><head><script type="application/json" id="${START_ANSWERS_ELEMENT}">{"/api/v1/countries":"[]"}</script></head></html>`,
    );
  });
});
