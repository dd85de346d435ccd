import { describe, expect, it } from 'vitest';
import { availableFlows, currentFlow } from './buy-or-sell-flow.js';

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
