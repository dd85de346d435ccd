import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Whether an unknown path belongs to the widget's router and is answered with index.html. A file
 * that is not there (anything under /assets/, or a last segment with an extension such as
 * /sdk/ferry.js) is a plain 404: index.html in its place would be read as a script or a style,
 * and a missing chunk after a deploy would fail quietly instead of loudly. The API is never the
 * widget's.
 */
export function isWidgetRoutePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(lastSegment);
}

/**
 * The content security policy's sources for index.html's inline scripts (the start-up calls'
 * starter, apps/widget/build/early-start.ts): each one's SHA-256, so no other inline script runs.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`,
  );
}

/**
 * The built widget's index.html, read once: the page every widget path is answered with, the
 * start-up answers written into it per request (start-answers.ts). Null without a build.
 */
export function readWidgetPage(widgetDist: string | null): string | null {
  const file = widgetDist ? path.join(widgetDist, 'index.html') : null;
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * Serves the built widget, precompressed: hashed assets cached for a year, index.html never cached; the
 * not-found handler answers the widget's own paths (isWidgetRoutePath) with index.html so the
 * widget's router owns them.
 */
export async function registerWidgetStatic(
  app: FastifyInstance,
  widgetDist: string | null,
): Promise<boolean> {
  if (!widgetDist || !fs.existsSync(path.join(widgetDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: widgetDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (vite-plugin-compression2): sent as they are,
    // by the request's Accept-Encoding, with Vary: Accept-Encoding; identity when none fits.
    preCompressed: true,
    // Off, or send's own 'public, max-age=0' replaces the headers set below.
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return true;
}
