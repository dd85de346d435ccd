import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@ferry/contracts';
import type { Config } from '../config/env.js';
import { AppError } from './app-error.js';

/** Header that carries the sandbox token on the API's sandbox calls. */
export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';

/**
 * The token of the sandbox's console actions: derived from AUTH_SECRET, so every instance shares
 * it and no other site knows it. It is shown only inside the console's own pages (which no other
 * site can read), never in an API answer (those are readable cross-origin).
 */
export function sandboxTokenOf(config: Pick<Config, 'AUTH_SECRET'>): string {
  return createHmac('sha256', config.AUTH_SECRET).update('ferry-sandbox-console').digest('base64url').slice(0, 32);
}

/**
 * The browser's word first: Sec-Fetch-Site cannot be set by a page. Without it (older browsers,
 * tools) the Origin header, when present, must be Ferry's. A form on a page sent with
 * 'Referrer-Policy: no-referrer' (ours) posts 'Origin: null', which only Sec-Fetch-Site clears.
 */
function isOwnOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`]);
  return own.has(origin);
}

export function hasSandboxToken(given: unknown, config: Pick<Config, 'AUTH_SECRET'>): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(sandboxTokenOf(config));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A sandbox action (console forms, the sandbox API's pushes) must come from Ferry's own pages:
 * same origin, and the sandbox token (or, where the action is the user's own, their access token,
 * checked by the caller). A cross-site form post gets 403 and changes nothing.
 */
export function assertSandboxAction(request: FastifyRequest, config: Pick<Config, 'AUTH_SECRET' | 'publicUrl'>, token: unknown): void {
  if (!isOwnOrigin(request, config)) throw new AppError(ErrorCode.SANDBOX_ACTION_REFUSED, 'Sandbox actions are taken from Ferry’s own pages only.');
  if (!hasSandboxToken(token, config)) throw new AppError(ErrorCode.SANDBOX_ACTION_REFUSED, 'This sandbox action needs the sandbox token (shown in the sandbox console).');
}

/** Only the same-origin half, for pages whose link is itself the secret (a provider's ID page, a 3DS page). */
export function assertSameOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): void {
  if (!isOwnOrigin(request, config)) throw new AppError(ErrorCode.SANDBOX_ACTION_REFUSED, 'Sandbox actions are taken from Ferry’s own pages only.');
}
