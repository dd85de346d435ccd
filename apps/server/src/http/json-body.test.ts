import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('JSON bodies are capped in depth before validation (issue 14)', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\\\\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
  });

  it('a body nested 2,000 levels is a 400 without credentials, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/widget-sessions',
      headers: { 'content-type': 'application/json' },
      payload: `{"userData":${nested(2000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'The JSON body is nested too deeply (at most 32 levels).', params: { maxDepth: 32 } });
  });

  it('still refuses prototype poisoning and malformed JSON as before', async () => {
    const post = (payload: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload });
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('{"email":')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });
});
