import { describe, expect, it } from 'vitest';
import { availableFlows, chooseProduct, currentFlow, currentProduct } from './buy-or-sell-flow.js';
import { sessionStore } from './session-store.js';

describe('only products the partner has availed are offered; the default is Buy', () => {
  it('a partner with both offers Buy then Sell', () => {
    expect(availableFlows(['SELL', 'BUY', 'OFF_RAMP_STREAM'])).toEqual(['BUY', 'SELL']);
  });

  it('a sell-only partner offers Sell alone', () => {
    expect(availableFlows(['SELL'])).toEqual(['SELL']);
  });

  it('without availed products the flow is Buy', () => {
    expect(availableFlows(undefined)).toEqual(['BUY']);
    expect(availableFlows(['OFF_RAMP_STREAM'])).toEqual(['BUY']);
  });

  it('the stored choice is kept while it is available', () => {
    expect(currentFlow(['BUY', 'SELL'], 'SELL')).toBe('SELL');
  });

  it('a stored choice the partner does not offer falls back to the first flow', () => {
    expect(currentFlow(['SELL'], 'BUY')).toBe('SELL');
    expect(currentFlow(['BUY', 'SELL'], undefined)).toBe('BUY');
  });
});

describe('currentProductId: the product of the journey in progress (spec 000 "Stored locally")', () => {
  it('choosing a product stores it as currentProductId and as the flow', () => {
    chooseProduct('SELL');
    expect(sessionStore.get('currentProductId')).toBe('SELL');
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
    expect(window.sessionStorage.getItem('ferry.currentProductId')).toBe('"SELL"');
  });

  it('is the current product while offered, the off-ramp stream included', () => {
    expect(currentProduct(['BUY', 'SELL', 'OFF_RAMP_STREAM'], { currentProductId: 'OFF_RAMP_STREAM', buyOrSellFlow: 'SELL' })).toBe('OFF_RAMP_STREAM');
  });

  it('without it, or when it is not offered, the exchange flow is current', () => {
    expect(currentProduct(['BUY', 'SELL'], { buyOrSellFlow: 'SELL' })).toBe('SELL');
    expect(currentProduct(['BUY', 'SELL'], { currentProductId: 'OFF_RAMP_STREAM', buyOrSellFlow: 'SELL' })).toBe('SELL');
    expect(currentProduct(['SELL'], {})).toBe('SELL');
    expect(currentProduct(undefined, {})).toBe('BUY');
  });
});
