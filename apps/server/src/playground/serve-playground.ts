import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const FILES = {
  '/demo': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo/playground.js': { file: 'playground.js', type: 'text/javascript; charset=utf-8' },
  '/demo/playground.css': { file: 'playground.css', type: 'text/css; charset=utf-8' },
} as const;

/** The playground's folder, found from src/ (tests, dev) or from dist/ (the built server). */
function playgroundDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.resolve(here, '../src/playground')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'playground.js'))) ?? null;
}

/** The partner playground at /demo: three static files, read once, served without a build step. */
export async function registerPlayground(app: FastifyInstance): Promise<void> {
  const dir = playgroundDir();
  if (!dir) return;
  for (const [url, { file, type }] of Object.entries(FILES)) {
    const body = await fs.promises.readFile(path.join(dir, file));
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      // The playground opens the widget as a popup too, which must keep its opener.
      reply.header('content-type', type).header('cache-control', 'no-cache').header('cross-origin-opener-policy', 'same-origin-allow-popups').send(body),
    );
  }
}
