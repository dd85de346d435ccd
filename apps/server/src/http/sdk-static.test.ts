import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSdkStatic } from './sdk-static.js';

function builtSdk(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-sdk-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist/ferry.js'), 'globalThis.Ferry=class{}');
  fs.writeFileSync(path.join(root, 'dist/ferry.mjs'), 'export class Ferry{}');
  return path.join(root, 'dist');
}

describe('the SDK is served at /sdk, versioned and cached', () => {
  it('serves the script tag and the module under the moving names and the exact version', async () => {
    const app = Fastify();
    await registerSdkStatic(app, builtSdk());
    const latest = await app.inject({ url: '/sdk/ferry.js' });
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toBe('globalThis.Ferry=class{}');
    expect(latest.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(latest.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(latest.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ url: '/sdk/v1/ferry.js' })).headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect((await app.inject({ url: '/sdk/1.2.3/ferry.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/sdk/ferry.mjs' })).body).toBe('export class Ferry{}');
    expect((await app.inject({ url: '/sdk/v2/ferry.js' })).statusCode).toBe(404);
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const app = Fastify();
    await registerSdkStatic(app, builtSdk());
    const { etag } = (await app.inject({ url: '/sdk/ferry.js' })).headers;
    const again = await app.inject({ url: '/sdk/ferry.js', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
