import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const palette = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0891b2', '#4f46e5', '#ca8a04'];

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#2563eb';
}

function labelFor(name: string): string {
  const base = name.replace(/^(crypto|pm|partner)-/, '');
  return base.split(/[-_]/).map((part) => part[0] ?? '').join('').slice(0, 3).toUpperCase() || '?';
}

/** Self-made icons for currencies, payment methods and partners: no image host is needed offline. */
export async function registerIcons(app: FastifyInstance): Promise<void> {
  const Params = z.object({ name: z.string().regex(/^[a-z0-9_-]{1,60}$/) });
  app.get('/static/icons/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const parsed = Params.safeParse({ name: file.replace(/\.svg$/, '') });
    if (!file.endsWith('.svg') || !parsed.success) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Icon not found' });
    }
    const name = parsed.data.name;
    const isCrypto = name.startsWith('crypto-');
    const text = isCrypto ? name.slice(7).toUpperCase().slice(0, 4) : labelFor(name);
    const size = text.length > 3 ? 11 : 14;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="${isCrypto ? 20 : 10}" fill="${colourFor(name)}"/><text x="20" y="25" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
