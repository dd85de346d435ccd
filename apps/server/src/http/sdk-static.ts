import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** packages/sdk/dist, found from src/http (tests, dev) or from the built server's dist/main.js. */
export function defaultSdkDist(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../../packages/sdk/dist'), path.resolve(here, '../../../packages/sdk/dist')];
  return candidates.find((dist) => fs.existsSync(path.join(dist, 'ferry.js'))) ?? null;
}

const FILES = { 'ferry.js': 'text/javascript; charset=utf-8', 'ferry.mjs': 'text/javascript; charset=utf-8', 'react.mjs': 'text/javascript; charset=utf-8' } as const;

/** A moving name (latest, v1) is rechecked often; an exact version never changes. */
const MOVING = 'public, max-age=300, stale-while-revalidate=86400';
const EXACT = 'public, max-age=31536000, immutable';

/**
 * The partner SDK (issue 16): /sdk/ferry.js (script tag), /sdk/ferry.mjs (ES module),
 * /sdk/react.mjs, each also under /sdk/v{major}/ and /sdk/{version}/. Modules are fetched
 * cross-origin in CORS mode, so they answer with Access-Control-Allow-Origin: *; an ETag lets a
 * moving name revalidate cheaply. Read once at start-up.
 */
export async function registerSdkStatic(app: FastifyInstance, sdkDist: string | null): Promise<boolean> {
  if (!sdkDist) return false;
  const pkg = JSON.parse(await fs.promises.readFile(path.join(sdkDist, '../package.json'), 'utf8')) as { version: string };
  const major = pkg.version.split('.')[0];
  for (const [file, type] of Object.entries(FILES)) {
    const body = await fs.promises.readFile(path.join(sdkDist, file)).catch(() => null);
    if (!body) continue;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    for (const [prefix, cacheControl] of [['/sdk', MOVING], [`/sdk/v${major}`, MOVING], [`/sdk/${pkg.version}`, EXACT]] as const) {
      app.get(`${prefix}/${file}`, { schema: { hide: true } }, async (request, reply) => {
        reply.header('content-type', type).header('cache-control', cacheControl).header('etag', etag).header('access-control-allow-origin', '*');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.send(body);
      });
    }
  }
  return true;
}
