import { performance } from 'node:perf_hooks';
import type { SignedHeaders } from './webhook-signing.js';

/** A partner's endpoint gets this long to answer a try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostResult = { statusCode: number | null; durationMs: number; error: string | null };

function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))).slice(0, 300);
}

/**
 * One POST to the partner's endpoint. Only a 2xx counts as received; redirects are not followed
 * (an endpoint that moved is a configuration to fix, and following could reach a host the URL
 * check never saw).
 */
export async function postWebhook(url: string, headers: SignedHeaders, body: string): Promise<PostResult> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Ferry-Webhooks/1.0', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const durationMs = Math.round(performance.now() - started);
    const isOk = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, durationMs, error: isOk ? null : `The endpoint answered ${response.status}` };
  } catch (error) {
    return { statusCode: null, durationMs: Math.round(performance.now() - started), error: reasonOf(error) };
  }
}
