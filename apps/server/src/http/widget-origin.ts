import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';

/**
 * The origin the widget was opened at, for the addresses a payer comes back to (3DS and bank
 * pages). Only Ferry's own origins qualify, so no one can make Ferry redirect elsewhere: PUBLIC_URL,
 * the WIDGET_ORIGINS list, and the address this very request reached Ferry at when the widget
 * calling it was served from there (its Origin equals its own scheme and host). Null for anything
 * else: the caller falls back to PUBLIC_URL.
 */
export function widgetOriginOf(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'WIDGET_ORIGINS'>): string | null {
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const own = new Set([new URL(config.publicUrl).origin, ...config.WIDGET_ORIGINS, `${request.protocol}://${request.host}`]);
  return own.has(origin) ? origin : null;
}
