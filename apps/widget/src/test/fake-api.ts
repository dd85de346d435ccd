import { vi } from 'vitest';
import { demoPartner } from './render.js';

type Answer = { status: number; body: unknown };
export type FakeRoutes = Record<string, Answer>;

const ok = (response: unknown): Answer => ({ status: 200, body: { response } });
export const fail = (status: number, code: string, message: string, params?: Record<string, string | number>): Answer => ({
  status,
  body: { statusCode: status, code, message, ...(params ? { params } : {}) },
});

/** Answers of a healthy start-up for the demo partner, keyed by path without /api/v1. */
export const healthyStartup = (): FakeRoutes => ({
  'init-widget': ok({ result: true }),
  'partners/pk_sandbox_demo': ok(demoPartner),
  'fiat-currencies': ok([]),
  'crypto-currencies': ok([]),
  countries: ok([{ alpha2: 'GB', name: 'United Kingdom', currencyCode: 'GBP', isAllowed: true }]),
  'get/country': ok({ ipCountryCode: 'GB' }),
});

/** Replaces fetch with a server answering the given paths; anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const answer = routes[path] ?? fail(404, 'NOT_FOUND', 'Not found');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
