import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore, useSessionValue } from './session-store.js';

describe('restorable session storage', () => {
  it('keeps the journey in session storage and the login in local storage', () => {
    sessionStore.set('walletAddress', '0xabc');
    sessionStore.set('authToken', 'token-1');
    expect(window.sessionStorage.getItem('ferry.walletAddress')).toBe('"0xabc"');
    expect(window.localStorage.getItem('ferry.authToken')).toBe('"token-1"');
    expect(window.sessionStorage.getItem('ferry.authToken')).toBeNull();
  });

  it('a stored value of the wrong shape reads as absent', () => {
    window.sessionStorage.setItem('ferry.buyOrSellFlow', '"SWAP"');
    window.sessionStorage.setItem('ferry.theme', '{not json');
    expect(sessionStore.get('buyOrSellFlow')).toBeUndefined();
    expect(sessionStore.get('theme')).toBeUndefined();
  });

  it('each item is held to its contract: a theme, the normalised parameters, the login', () => {
    window.sessionStorage.setItem('ferry.theme', JSON.stringify({ colorMode: 'DARK', colors: { brandColor: '#123456' } }));
    expect(sessionStore.get('theme')).toEqual({ colorMode: 'DARK', colors: { brandColor: '#123456' } });
    window.sessionStorage.setItem('ferry.theme', JSON.stringify({ colorMode: 'DARK', colors: { fontFamily: 'x' } }));
    expect(sessionStore.get('theme')).toBeUndefined();
    window.sessionStorage.setItem('ferry.theme', JSON.stringify({ colorMode: 'dim', colors: {} }));
    expect(sessionStore.get('theme')).toBeUndefined();

    const params = { productsAvailed: ['BUY'], byProduct: { BUY: { fiatCurrency: 'EUR' } }, rejected: [] };
    window.sessionStorage.setItem('ferry.widgetParams', JSON.stringify(params));
    expect(sessionStore.get('widgetParams')).toEqual(params);
    window.sessionStorage.setItem('ferry.widgetParams', JSON.stringify({ ...params, byProduct: { BUY: { fiatCurrency: 'eur' } } }));
    expect(sessionStore.get('widgetParams')).toBeUndefined();
    window.sessionStorage.setItem('ferry.widgetParams', JSON.stringify({ ...params, byProduct: { BUY: { redirectURL: 'javascript:alert(1)' } } }));
    expect(sessionStore.get('widgetParams')).toBeUndefined();

    window.localStorage.setItem('ferry.authToken', '""');
    expect(sessionStore.get('authToken')).toBeUndefined();
    window.sessionStorage.setItem('ferry.queryParams', JSON.stringify({ apiKey: 'pk_sandbox_demo', hideMenu: true }));
    expect(sessionStore.get('queryParams')).toBeUndefined();
  });

  it('readers re-render when an item changes', () => {
    const { result } = renderHook(() => useSessionValue('buyOrSellFlow'));
    expect(result.current).toBeUndefined();
    act(() => sessionStore.set('buyOrSellFlow', 'SELL'));
    expect(result.current).toBe('SELL');
    act(() => sessionStore.remove('buyOrSellFlow'));
    expect(result.current).toBeUndefined();
  });
});
