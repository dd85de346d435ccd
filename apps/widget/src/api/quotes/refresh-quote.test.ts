import { describe, expect, it } from 'vitest';
import { msUntilQuoteRefresh } from './refresh-quote.js';

describe('confirm order keeps its quote valid (an order needs a quote that is still valid)', () => {
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  it('refreshes a 60 s quote 3 s before it expires', () => {
    expect(msUntilQuoteRefresh('2030-01-01T00:01:00.000Z', now)).toBe(57_000);
  });
  it('an expired quote is refreshed within a second; no quote, no timer', () => {
    expect(msUntilQuoteRefresh('2029-12-31T23:59:00.000Z', now)).toBe(1000);
    expect(msUntilQuoteRefresh(undefined, now)).toBe(false);
  });
});
