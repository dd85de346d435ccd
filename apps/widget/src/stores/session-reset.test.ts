import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from './session-schema.js';
import { KEPT_ON_EXCHANGE, RESET_ON_EXCHANGE, resetSessionOnExchange } from './session-reset.js';
import { sessionStore } from './session-store.js';

describe('landing on the exchange route resets the stored session items', () => {
  it('every restorable item is either reset or deliberately kept', () => {
    const decided = [...RESET_ON_EXCHANGE, ...KEPT_ON_EXCHANGE];
    expect([...decided].sort()).toEqual([...SESSION_KEYS].sort());
    expect(new Set(decided).size).toBe(decided.length);
  });

  it('the previous journey is forgotten', () => {
    sessionStore.set('quote', { id: 'q1' });
    sessionStore.set('kycForms', [{ id: 'personalDetails' }]);
    sessionStore.set('order', { id: 'o1' });
    sessionStore.set('walletAddress', '0xabc');
    sessionStore.set('email', 'a@b.example');
    sessionStore.set('navigationHistory', ['/', '/wallet-confirm']);

    resetSessionOnExchange();

    for (const key of RESET_ON_EXCHANGE) expect(sessionStore.get(key)).toBeUndefined();
  });

  it('the login, partner set-up, theme and chosen flow survive', () => {
    sessionStore.set('authToken', 'token-1');
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo' });
    sessionStore.set('initQueryString', '?apiKey=pk_sandbox_demo');
    sessionStore.set('theme', { colorMode: 'DARK', colors: {} });
    sessionStore.set('productsAvailed', ['BUY', 'SELL']);
    sessionStore.set('buyOrSellFlow', 'SELL');

    resetSessionOnExchange();

    expect(sessionStore.get('authToken')).toBe('token-1');
    expect(sessionStore.get('queryParams')).toEqual({ apiKey: 'pk_sandbox_demo' });
    expect(sessionStore.get('initQueryString')).toBe('?apiKey=pk_sandbox_demo');
    expect(sessionStore.get('theme')).toEqual({ colorMode: 'DARK', colors: {} });
    expect(sessionStore.get('productsAvailed')).toEqual(['BUY', 'SELL']);
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
  });
});
