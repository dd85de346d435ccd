import { describe, expect, it } from 'vitest';
import { resetSessionOnExchange } from '../../stores/session-reset.js';
import { sessionStore } from '../../stores/session-store.js';
import { streamLoader } from './stream-loader.js';

describe('the off-ramp stream is the current product on its screens', () => {
  it('a stream screen stores OFF_RAMP_STREAM as currentProductId; landing on the exchange forgets it', () => {
    sessionStore.set('buyOrSellFlow', 'SELL');
    streamLoader();
    expect(sessionStore.get('currentProductId')).toBe('OFF_RAMP_STREAM');
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
    resetSessionOnExchange();
    expect(sessionStore.get('currentProductId')).toBeUndefined();
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
  });
});
