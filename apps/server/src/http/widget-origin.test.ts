import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { widgetOriginOf } from './widget-origin.js';

const config = parseEnv({ WIDGET_ORIGINS: 'https://buy.example.com' });
const requestFrom = (origin: string | undefined, host = 'localhost:8080') =>
  ({ headers: origin === undefined ? {} : { origin }, protocol: 'http', host }) as unknown as FastifyRequest;

describe('the return origin of 3DS and bank pages is one of the widget’s own origins (no open redirect)', () => {
  it('PUBLIC_URL, a WIDGET_ORIGINS entry, or the address the request itself reached Ferry at', () => {
    expect(widgetOriginOf(requestFrom('http://localhost:8080'), config)).toBe('http://localhost:8080');
    expect(widgetOriginOf(requestFrom('https://buy.example.com'), config)).toBe('https://buy.example.com');
    expect(widgetOriginOf(requestFrom('http://127.0.0.1:8080', '127.0.0.1:8080'), config)).toBe('http://127.0.0.1:8080');
  });
  it('any other origin, or none, leaves PUBLIC_URL (null)', () => {
    expect(widgetOriginOf(requestFrom('https://evil.example'), config)).toBeNull();
    expect(widgetOriginOf(requestFrom('http://127.0.0.1:8080', 'localhost:8080'), config)).toBeNull();
    expect(widgetOriginOf(requestFrom(undefined), config)).toBeNull();
  });
  it('WIDGET_ORIGINS must list origins, nothing else', () => {
    expect(() => parseEnv({ WIDGET_ORIGINS: 'https://buy.example.com/path' })).toThrow(/WIDGET_ORIGINS/);
    expect(() => parseEnv({ WIDGET_ORIGINS: 'javascript:alert(1)' })).toThrow(/WIDGET_ORIGINS/);
  });
});
