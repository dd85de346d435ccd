import { describe, expect, it } from 'vitest';
import { sessionStore } from './session-store.js';
import { captureStartQuery, widgetQuery } from './widget-query.js';

describe('the partner query is captured at start', () => {
  it('a start URL with a query replaces the stored configuration', () => {
    sessionStore.set('queryParams', { apiKey: 'pk_old' });
    captureStartQuery('?apiKey=pk_sandbox_demo&colorMode=DARK');
    expect(sessionStore.get('queryParams')).toEqual({ apiKey: 'pk_sandbox_demo', colorMode: 'DARK' });
    expect(sessionStore.get('initQueryString')).toBe('?apiKey=pk_sandbox_demo&colorMode=DARK');
  });

  it("an inner screen's own query does not replace the stored configuration", () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo', colorMode: 'DARK' });
    expect(captureStartQuery('?header=Order%20gone')).toBe(false);
    expect(sessionStore.get('queryParams')).toEqual({ apiKey: 'pk_sandbox_demo', colorMode: 'DARK' });
  });

  it('a first start without apiKey is still the configuration', () => {
    expect(captureStartQuery('?colorMode=DARK')).toBe(true);
    expect(sessionStore.get('queryParams')).toEqual({ colorMode: 'DARK' });
  });

  it('a reload without a query keeps the stored configuration', () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo' });
    captureStartQuery('');
    expect(sessionStore.get('queryParams')).toEqual({ apiKey: 'pk_sandbox_demo' });
  });
});

describe('query readers', () => {
  it('apiKey falls back to the environment default when absent or blank', () => {
    expect(widgetQuery.apiKey({}, 'pk_default')).toBe('pk_default');
    expect(widgetQuery.apiKey({ apiKey: '  ' }, 'pk_default')).toBe('pk_default');
    expect(widgetQuery.apiKey({ apiKey: 'pk_sandbox_demo' }, 'pk_default')).toBe('pk_sandbox_demo');
  });

  it('a blank exchangeScreenTitle is no override', () => {
    expect(widgetQuery.exchangeScreenTitle({ exchangeScreenTitle: ' ' })).toBeUndefined();
    expect(widgetQuery.exchangeScreenTitle({ exchangeScreenTitle: 'Get ETH' })).toBe('Get ETH');
  });

  it("stored parameters belong to the partner that stored them: another partner's key drops the first partner's products and flow", () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_sell_only' });
    sessionStore.set('productsAvailed', ['SELL']);
    sessionStore.set('buyOrSellFlow', 'SELL');
    sessionStore.set('authToken', 'token-1');
    expect(captureStartQuery('?apiKey=pk_sandbox_demo')).toBe(true);
    expect(sessionStore.get('productsAvailed')).toBeUndefined();
    expect(sessionStore.get('buyOrSellFlow')).toBeUndefined();
    expect(sessionStore.get('authToken')).toBe('token-1');
  });

  it("the same partner's fresh start keeps its stored products", () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_sell_only' });
    sessionStore.set('productsAvailed', ['SELL']);
    captureStartQuery('?apiKey=pk_sandbox_sell_only&colorMode=DARK');
    expect(sessionStore.get('productsAvailed')).toEqual(['SELL']);
  });
});
