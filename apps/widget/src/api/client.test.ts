import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { sessionStore } from '../stores/session-store.js';
import { ApiError } from './api-error.js';
import { ApiEvent } from './api-events.js';
import { apiRequest } from './client.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function listen(event: string) {
  const listener = vi.fn();
  window.addEventListener(event, listener);
  return listener;
}

const Result = z.object({ result: z.boolean() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every request carries a trace id, the language and the stored login', () => {
  it('sends X-Trace-Id and Authorization to /api/v1 with the query', async () => {
    sessionStore.set('authToken', 'token-1');
    const fetchMock = answer(json(200, { response: { result: true } }));
    await apiRequest('init-widget', { schema: Result, query: { hostname: 'partner.example', skipped: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/init-widget?hostname=partner.example');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-trace-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('authorization')).toBe('token-1');
  });

  it('sends the widget\'s language as Accept-Language, so the server answers and e-mails in it', async () => {
    const english = answer(json(200, { response: { result: true } }));
    await apiRequest('init-widget', { schema: Result });
    expect(new Headers(english.mock.calls[0]![1]?.headers).get('accept-language')).toBe('en');
    loadEveryCatalogue('de');
    const german = answer(json(200, { response: { result: true } }));
    await apiRequest('kyc/get-forms', { schema: Result });
    expect(new Headers(german.mock.calls[0]![1]?.headers).get('accept-language')).toBe('de');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = answer(json(200, { response: { result: true } }));
    await apiRequest('init-widget', { schema: Result });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);
  });
});

describe('answers are read through their contract', () => {
  it('returns the response field of a success', async () => {
    answer(json(200, { response: { result: false } }));
    await expect(apiRequest('init-widget', { schema: Result })).resolves.toEqual({ result: false });
  });

  it('an answer that breaks the contract is an INVALID_RESPONSE error', async () => {
    answer(json(200, { response: { result: 'yes' } }));
    await expect(apiRequest('init-widget', { schema: Result })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('a statusCode other than 200 with a message in the body is an error', async () => {
    answer(json(200, { statusCode: 403, message: 'Nope', code: 'PARTNER_INACTIVE' }));
    await expect(apiRequest('init-widget', { schema: Result })).rejects.toMatchObject({
      code: 'PARTNER_INACTIVE',
      status: 403,
      message: 'Nope',
    });
  });
});

describe('failures become typed errors with code, status and message', () => {
  it('keeps the server code and message', async () => {
    answer(json(404, { statusCode: 404, message: 'Invalid API Key', code: 'PARTNER_NOT_FOUND' }));
    const error = await apiRequest('partners/x', { schema: Result }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PARTNER_NOT_FOUND', status: 404, message: 'Invalid API Key' });
  });

  it('an unreadable error body still gives a code from the status', async () => {
    answer(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('countries', { schema: Result })).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('401 logs out: the stored login is cleared and a logout event fires', async () => {
    sessionStore.set('authToken', 'token-1');
    const logout = listen(ApiEvent.logout);
    answer(json(401, { statusCode: 401, message: 'Unauthorized', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('users', { schema: Result })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get('authToken')).toBeUndefined();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('429 fires the rate-limit event', async () => {
    const rateLimited = listen(ApiEvent.rateLimited);
    answer(json(429, { statusCode: 429, message: 'Too many', code: 'RATE_LIMITED' }));
    await expect(apiRequest('countries', { schema: Result })).rejects.toMatchObject({ status: 429 });
    expect(rateLimited).toHaveBeenCalledOnce();
  });

  it('a network failure is a NETWORK_ERROR and fires the network event', async () => {
    const networkError = listen(ApiEvent.networkError);
    answer(new TypeError('Failed to fetch'));
    await expect(apiRequest('countries', { schema: Result })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(networkError).toHaveBeenCalledOnce();
  });

  it('an aborted request is passed on as the abort, not as a network failure', async () => {
    const networkError = listen(ApiEvent.networkError);
    const controller = new AbortController();
    controller.abort();
    answer(new DOMException('Aborted', 'AbortError'));
    await expect(apiRequest('countries', { schema: Result, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(networkError).not.toHaveBeenCalled();
  });
});

describe('a failure carries its code and the params its text needs', () => {
  it('keeps the params of the error envelope and drops params that are not plain values', async () => {
    answer(json(403, { statusCode: 403, code: 'LIMIT_EXCEEDED', message: 'Over the 30-day limit', params: { window: '30', remaining: 120 } }));
    const error = await apiRequest('limits', { schema: Result }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).params).toEqual({ window: '30', remaining: 120 });

    answer(json(400, { statusCode: 400, code: 'X', message: 'm', params: { nested: { a: 1 } } }));
    const other = await apiRequest('limits', { schema: Result }).catch((caught: unknown) => caught);
    expect((other as ApiError).params).toEqual({});
  });
});
