import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger, lazyChildLoggerFactory } from './request-logger.js';

function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.otp'], censor: '[redacted]' } }, stream);
  let children = 0;
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof logger.child;
  return { logger, lines, children: () => children };
}

describe('LazyRequestLogger', () => {
  it('makes no child logger for a request that logs nothing at an enabled level', () => {
    const parent = parentAt('warn');
    const log = new LazyRequestLogger(parent.logger, { reqId: 'r-1' }, {});
    log.info({ req: { url: '/' } }, 'incoming request');
    log.debug('details');
    expect(parent.children()).toBe(0);
    expect(parent.lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('logs through a real child with the request id and the redaction once something is logged', () => {
    const parent = parentAt('info');
    const log = new LazyRequestLogger(parent.logger, { reqId: 'r-2' }, {});
    log.info({ body: { otp: '123456' } }, 'code checked');
    log.error('failed');
    expect(parent.children()).toBe(1);
    expect(parent.lines).toMatchObject([
      { reqId: 'r-2', msg: 'code checked', body: { otp: '[redacted]' } },
      { reqId: 'r-2', msg: 'failed', level: 50 },
    ]);
  });

  it('is what Fastify hands each request, and a route with its own level gets a real child', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyChildLoggerFactory, disableRequestLogging: false });
    app.get('/quiet', async (request) => ({ lazy: request.log instanceof LazyRequestLogger }));
    app.get('/loud', async (request) => {
      request.log.warn('something odd');
      return { ok: true };
    });
    app.get('/chatty', { logLevel: 'info' }, async (request) => ({ lazy: request.log instanceof LazyRequestLogger }));
    expect((await app.inject({ url: '/quiet' })).json()).toEqual({ lazy: true });
    expect((await app.inject({ url: '/chatty' })).json()).toEqual({ lazy: false });
    expect(lines.some((line) => line.includes('incoming request'))).toBe(true);
    const before = lines.length;
    await app.inject({ url: '/loud' });
    expect(lines.slice(before).map((line) => JSON.parse(line))).toMatchObject([{ msg: 'something odd', reqId: expect.any(String) }]);
    await app.close();
  });
});
