import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

/** Fastify with Ferry's logger options, its lines collected. */
function appLogging(level: 'trace' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: level }, stream) });
  app.post('/api/v1/auth/verify', async (request) => {
    request.log.info({ req: request, headers: request.headers, body: request.body }, 'checking a code');
    return { ok: true };
  });
  return { app, lines };
}

describe("Fastify's logger with Ferry's options (secrets never reach the logs)", () => {
  it('censors tokens, cookies, one-time codes and secrets, and logs a request by its path only', async () => {
    const { app, lines } = appLogging('trace');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify?email=anna@example.com',
      headers: { authorization: 'Bearer tok-123', cookie: 'session=abc', 'x-ott': 'ott-456' },
      payload: { email: 'x', otp: '123456', code: '654321', stateToken: 'st-789', accessToken: 'at-1', secret: 'sk_sandbox_demo' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['tok-123', 'session=abc', 'ott-456', '123456', '654321', 'st-789', 'at-1', 'sk_sandbox_demo', 'anna@example.com']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ method: 'POST', path: '/api/v1/auth/verify' }) }),
        expect.objectContaining({
          msg: 'checking a code',
          headers: expect.objectContaining({ authorization: '[redacted]', cookie: '[redacted]', 'x-ott': '[redacted]' }),
          body: expect.objectContaining({ otp: '[redacted]', code: '[redacted]', stateToken: '[redacted]', accessToken: '[redacted]', secret: '[redacted]' }),
        }),
      ]),
    );
    await app.close();
  });

  it('writes nothing for a quiet request above its level', async () => {
    const { app, lines } = appLogging('warn');
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: {} })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });
});
