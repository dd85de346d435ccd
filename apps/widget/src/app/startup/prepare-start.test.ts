import type { WidgetSessionResponse } from '@ferry/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { ANALYTICS_RESET_EVENT } from './partner-session-reset.js';
import { prepareStart, type PrepareStartDeps } from './prepare-start.js';

const session = (overrides: Partial<WidgetSessionResponse> = {}): WidgetSessionResponse => ({
  partnerApiKey: 'pk_sandbox_demo',
  authContext: { userAccessToken: null },
  widgetParams: { fiatCurrency: 'GBP' },
  signedQuery: 'apiKey=pk_sandbox_demo&fiatCurrency=GBP&signature=abc',
  ...overrides,
});

function deps(overrides: Partial<PrepareStartDeps> = {}): PrepareStartDeps {
  return {
    defaultApiKey: 'pk_default',
    getSession: vi.fn(async () => session()),
    exchangeToken: vi.fn(async () => ({ id: 'user-token' })),
    verifyWidgetQuery: vi.fn(async () => ({ requiresSignedUrl: false, isSigned: false, isValid: false })),
    logout: vi.fn(async () => ({ isLoggedOut: true })),
    dropUserCache: vi.fn(),
    ...overrides,
  };
}

const at = (search: string) => window.history.replaceState(null, '', `/${search}`);

beforeEach(() => at(''));
afterEach(() => vi.restoreAllMocks());

describe('when a sessionId or ott parameter arrives', () => {
  it('analytics reset', async () => {
    const listener = vi.fn();
    window.addEventListener(ANALYTICS_RESET_EVENT, listener);
    await prepareStart('?sessionId=ws_1', deps());
    window.removeEventListener(ANALYTICS_RESET_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('local storage is cleared except buyOrSellFlow and productsAvailed', async () => {
    sessionStore.set('buyOrSellFlow', 'SELL');
    sessionStore.set('productsAvailed', ['SELL']);
    sessionStore.set('walletAddress', '0xold');
    sessionStore.set('email', 'old@example.com');
    sessionStore.set('queryParams', { apiKey: 'pk_old' });
    sessionStore.set('quote', { id: 'q' });
    await prepareStart('?ott=ott_1&apiKey=pk_sandbox_demo', deps({ exchangeToken: vi.fn(async () => Promise.reject(new Error('gone'))) }));
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
    expect(sessionStore.get('productsAvailed')).toEqual(['SELL']);
    for (const key of ['walletAddress', 'email', 'queryParams', 'quote'] as const) expect(sessionStore.get(key)).toBeUndefined();
  });

  it('the user is logged out and the user cache dropped', async () => {
    sessionStore.set('authToken', 'old-user-token');
    const start = deps();
    await prepareStart('?sessionId=ws_1', start);
    expect(start.logout).toHaveBeenCalledTimes(1);
    expect(start.dropUserCache).toHaveBeenCalledTimes(1);
    expect(sessionStore.get('authToken')).toBeUndefined();
  });

  it('those parameters are removed from the URL, every other pair left as written', async () => {
    at('?apiKey=pk_sandbox_demo&sessionId=ws_1&email=a%40b.example&ott=o');
    await prepareStart(window.location.search, deps());
    expect(window.location.search).toBe('?apiKey=pk_sandbox_demo&email=a%40b.example');
  });

  it('the session is exchanged for a token, which is stored', async () => {
    const start = deps({ getSession: vi.fn(async () => session({ authContext: { userAccessToken: 'session-user' } })) });
    await prepareStart('?sessionId=ws_1', start);
    expect(start.getSession).toHaveBeenCalledWith('ws_1');
    expect(sessionStore.get('authToken')).toBe('session-user');
  });

  it('the one-time token is exchanged for a token, which is stored', async () => {
    const start = deps();
    await prepareStart('?apiKey=pk_sandbox_demo&ott=ott_1', start);
    expect(start.exchangeToken).toHaveBeenCalledWith({ ott: 'ott_1', partnerApiKey: 'pk_sandbox_demo' });
    expect(sessionStore.get('authToken')).toBe('user-token');
  });

  it('a start without either changes nothing stored and calls nothing', async () => {
    sessionStore.set('authToken', 'kept');
    const start = deps();
    const prepared = await prepareStart('?apiKey=pk_sandbox_demo&fiatCurrency=gbp', start);
    expect(sessionStore.get('authToken')).toBe('kept');
    expect(start.logout).not.toHaveBeenCalled();
    expect(start.verifyWidgetQuery).not.toHaveBeenCalled();
    expect(prepared).toEqual({ search: '?apiKey=pk_sandbox_demo&fiatCurrency=gbp', trustedQuery: undefined, rejected: [] });
  });
});

describe('parameters that came from a session cannot be overridden by the URL', () => {
  it('runs with the session parameters and partner, the URL only adding what the session leaves open', async () => {
    const prepared = await prepareStart('?apiKey=pk_other&sessionId=ws_1&fiatCurrency=EUR&hideMenu=true', deps());
    expect(new URLSearchParams(prepared.search).get('apiKey')).toBe('pk_sandbox_demo');
    expect(new URLSearchParams(prepared.search).getAll('fiatCurrency')).toEqual(['GBP']);
    expect(new URLSearchParams(prepared.search).get('hideMenu')).toBe('true');
    expect(prepared.rejected.map((entry) => entry.name)).toEqual(['fiatCurrency']);
    expect(prepared.trustedQuery).toBe('apiKey=pk_sandbox_demo&fiatCurrency=GBP&signature=abc');
  });

  it('a spent session still opens the widget with the rest, and says why in rejected', async () => {
    const start = deps({ getSession: vi.fn(async () => Promise.reject(new Error('This widget session has expired or was already used.'))) });
    const prepared = await prepareStart('?apiKey=pk_sandbox_demo&sessionId=ws_1&fiatCurrency=EUR', start);
    expect(prepared.search).toBe('?apiKey=pk_sandbox_demo&fiatCurrency=EUR');
    expect(prepared.rejected).toEqual([{ name: 'sessionId', value: '', reason: 'This widget session has expired or was already used.' }]);
  });
});

describe('signed URLs make walletAddress, walletAddressesData, email and userData trusted', () => {
  const query = '?apiKey=pk_sandbox_signed&walletAddress=0xabc&fiatCurrency=GBP';

  it('drops them from an unsigned URL for a partner that requires signing, listing them as rejected', async () => {
    const start = deps({ verifyWidgetQuery: vi.fn(async () => ({ requiresSignedUrl: true, isSigned: false, isValid: false })) });
    const prepared = await prepareStart(query, start);
    expect(start.verifyWidgetQuery).toHaveBeenCalledWith({ apiKey: 'pk_sandbox_signed', query });
    expect(prepared.search).toBe('?apiKey=pk_sandbox_signed&fiatCurrency=GBP');
    expect(prepared.rejected.map((entry) => entry.name)).toEqual(['walletAddress']);
    expect(prepared.trustedQuery).toBeUndefined();
  });

  it('keeps them from a correctly signed URL and remembers the URL as their trusted source', async () => {
    const signed = `${query}&signature=abc`;
    const start = deps({ verifyWidgetQuery: vi.fn(async () => ({ requiresSignedUrl: true, isSigned: true, isValid: true })) });
    const prepared = await prepareStart(signed, start);
    expect(new URLSearchParams(prepared.search).get('walletAddress')).toBe('0xabc');
    expect(prepared.trustedQuery).toBe(signed);
  });

  it('treats them as unsigned when the server cannot be asked', async () => {
    const start = deps({ verifyWidgetQuery: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const prepared = await prepareStart(query, start);
    expect(new URLSearchParams(prepared.search).has('walletAddress')).toBe(false);
  });
});
