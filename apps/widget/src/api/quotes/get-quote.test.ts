import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.js';
import { waitingQuote } from '../../test/quote-fixture.js';
import { getQuote } from './get-quote.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET widget/quotes and GET quotes/one-click-protocol (spec 000 section 7)', () => {
  const params = { fiatAmount: '5', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo' };

  it('asks a Ferry One (one-click) buy of quotes/one-click-protocol', async () => {
    const fetchMock = fakeApi({ 'quotes/one-click-protocol': { status: 200, body: { response: waitingQuote } } });
    await getQuote({ params: { ...params, isFerryOne: 'true' } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/quotes/one-click-protocol?');
  });

  it('asks any other quote of widget/quotes', async () => {
    const fetchMock = fakeApi({ 'widget/quotes': { status: 200, body: { response: waitingQuote } } });
    await getQuote({ params });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/widget/quotes?');
  });

  // The server writes the quote routes' answers without checking them (issue 17): the widget does.
  it('refuses an answer that is not a quote: a field missing or of another type', async () => {
    const { fiatAmount: _dropped, ...withoutAmount } = waitingQuote;
    for (const response of [withoutAmount, { ...waitingQuote, isFeeExcludedFromFiat: 'false' }, { ...waitingQuote, feeBreakdown: null }]) {
      fakeApi({ 'widget/quotes': { status: 200, body: { response } } });
      await expect(getQuote({ params })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    }
  });
});
