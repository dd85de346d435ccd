import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi, healthyStartup } from '../../test/fake-api.js';
import { createTestQueryClient } from '../../test/render.js';
import { prefetchStartup } from './prefetch-startup.js';

const calledPaths = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1\//, '')).sort();

describe('start-up calls before the first render', () => {
  it('asks all six start-up calls at once, under the keys the start-up gate reads', async () => {
    const fetchMock = fakeApi(healthyStartup());
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo' });
    const queryClient = createTestQueryClient();
    prefetchStartup(queryClient);
    expect(calledPaths(fetchMock)).toEqual(
      ['countries', 'crypto-currencies', 'fiat-currencies', 'get/country', 'init-widget', 'partners/pk_sandbox_demo'].sort(),
    );
    await expect.poll(() => queryClient.getQueryData(['partner', 'pk_sandbox_demo', window.location.hostname])).toMatchObject({ apiKey: 'pk_sandbox_demo' });
    expect(queryClient.getQueryData(['countries'])).toHaveLength(1);
  });

  it('sends no partner call for a malformed key, as the gate would not', () => {
    const fetchMock = fakeApi(healthyStartup());
    sessionStore.set('queryParams', { apiKey: 'not a key!' });
    prefetchStartup(createTestQueryClient());
    expect(calledPaths(fetchMock)).toEqual(['countries', 'get/country', 'init-widget']);
  });
});
