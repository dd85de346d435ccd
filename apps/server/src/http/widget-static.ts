import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built widget: hashed assets cached for a year, index.html never cached, and every
 * other GET outside /api answered with index.html so the widget's router owns its paths.
 */
export async function registerWidgetStatic(app: FastifyInstance, widgetDist: string | null): Promise<boolean> {
  if (!widgetDist || !fs.existsSync(path.join(widgetDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: widgetDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
