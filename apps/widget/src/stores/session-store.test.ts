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

  it('readers re-render when an item changes', () => {
    const { result } = renderHook(() => useSessionValue('buyOrSellFlow'));
    expect(result.current).toBeUndefined();
    act(() => sessionStore.set('buyOrSellFlow', 'SELL'));
    expect(result.current).toBe('SELL');
    act(() => sessionStore.remove('buyOrSellFlow'));
    expect(result.current).toBeUndefined();
  });
});
