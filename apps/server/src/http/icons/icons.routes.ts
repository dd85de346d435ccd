import type { FastifyInstance } from 'fastify';
import { artworkFor } from './artwork.js';

const ICON_FILE = /^([a-z0-9_-]{1,60})\.svg$/;

/**
 * Artwork for currencies, networks, flags, payment methods and card schemes, from the packages
 * listed in artwork.ts: served by Ferry itself, so no image host is needed offline, and fetched
 * by the widget only where an icon is shown.
 */
export async function registerIcons(app: FastifyInstance): Promise<void> {
  // Only found artwork is kept: the names that exist are a fixed, small set.
  const cache = new Map<string, string>();
  app.get('/static/icons/:file', { schema: { hide: true } }, async (request, reply) => {
    const name = ICON_FILE.exec((request.params as { file: string }).file)?.[1];
    let svg = name ? (cache.get(name) ?? null) : null;
    if (name && !svg) {
      svg = await artworkFor(name);
      if (svg) cache.set(name, svg);
    }
    if (!svg) return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Icon not found' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
