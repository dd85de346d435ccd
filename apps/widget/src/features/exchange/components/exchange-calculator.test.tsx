import type { CryptoCurrency, FiatCurrency, MappedUser, PaymentOption, Quote } from '@ferry/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-store.js';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { demoPartner, renderAt } from '../../../test/render.js';
import { aUser } from '../../../test/user-fixture.js';
import { ExchangeRoute } from '../exchange-route.js';

const card: PaymentOption = { id: 'credit_debit_card', name: 'Card', icon: '', displayMessage: 'Instant', isActive: true, supportedCountryCode: ['DE'], minAmount: '30', maxAmount: '5000', defaultAmount: '250', selected: true, isNftAllowed: true, isPayOutAllowed: true };
const eur: FiatCurrency = { symbol: 'EUR', name: 'Euro', logoSymbol: '€', roundOff: 2, isPayOutAllowed: true, paymentOptions: [card, { ...card, id: 'sepa_bank_transfer', name: 'SEPA Bank Transfer', maxAmount: '50000' }] };
const eth: CryptoCurrency = { symbol: 'ETH', name: 'Ethereum', uniqueId: 'ETH_ethereum', image: { small: '/eth.svg' }, network: { name: 'ethereum' }, isPopular: true, isPayInAllowed: true, minAmount: '0.002', maxAmount: '200', roundOff: 8 };
const quote = (fiatAmount: string): Quote => ({
  quoteId: 'q.sig', isBuyOrSell: 'BUY', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
  fiatAmount, cryptoAmount: '0.08617844', conversionPrice: '0.000360730184846', feeDecimal: '0.0444', totalFee: '11.10', totalFeesFiat: '11.10',
  totalAmount: fiatAmount, slippage: '0.5', notes: [], isFeeExcludedFromFiat: false, ferryFeeOffPercent: '50', campaignAmount: '-1.25',
  actualFerryFees: '2.50', actualTotalFees: '12.35', issuedAt: '2025-01-01T00:00:00.000Z', expiresAt: '2025-01-01T00:01:00.000Z',
  feeBreakdown: [
    { id: 'ferry_fee', name: 'Ferry fee', value: '1.25' },
    { id: 'partner_fee', name: 'Partner fee', value: '2.50' },
    { id: 'processing_fee', name: 'Processing fee', value: '6.25' },
    { id: 'network_fee', name: 'Network fee', value: '1.10' },
  ],
});

type QuoteCall = { query: URLSearchParams; signal: AbortSignal | null | undefined; at: number };

function serve({ holdFirstQuote = false, user, quoteError }: { holdFirstQuote?: boolean; user?: MappedUser; quoteError?: Record<string, unknown> } = {}) {
  const quoteCalls: QuoteCall[] = [];
  const json = (response: unknown, status = 200) => new Response(JSON.stringify(status === 200 ? { response } : response), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      if (path === 'fiat-currencies') return json([eur]);
      if (path === 'users' && user) return json(user);
      if (path === 'crypto-currencies') return json([eth]);
      if (path === 'get/country') return json({ ipCountryCode: 'DE' });
      if (path === 'countries') return json([{ alpha2: 'DE', name: 'Germany', currencyCode: 'EUR', isAllowed: true }]);
      if (path === 'widget/quotes') {
        quoteCalls.push({ query: url.searchParams, signal: init?.signal, at: Date.now() });
        if (quoteError) return json({ statusCode: 400, message: 'server words', ...quoteError }, 400);
        if (holdFirstQuote && quoteCalls.length === 1) {
          return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
        }
        return json(quote(url.searchParams.get('fiatAmount') ?? '0'));
      }
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return quoteCalls;
}

afterEach(() => vi.unstubAllGlobals());
const payInput = () => screen.getByLabelText('You pay');

describe('exchange calculator', () => {
  it('shows the quote numbers exactly as the server computed them, with the rate as the inverse', async () => {
    serve();
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(await screen.findByText('0.08617844')).toBeTruthy();
    expect(screen.getByText('1 ETH = 2772.16 EUR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See fees calculation' }));
    const fees = screen.getByRole('region', { name: 'Fees' });
    for (const text of ['1.25 EUR', '2.50 EUR', '6.25 EUR', '1.10 EUR', '11.10 EUR', '(4.44%)']) expect(within(fees).getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('6.25 EUR')).toBeNull();
    expect(screen.getByText('Tentative discount applied')).toBeTruthy();
    expect(screen.getByText('Log in & complete KYC to check actual discount')).toBeTruthy();
  });

  it('asks for a quote 600 ms after the last change, once, and clears the old one at once', async () => {
    const calls = serve();
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    await screen.findByText('0.08617844');
    const before = calls.length;
    for (const text of ['1', '12', '123']) fireEvent.change(payInput(), { target: { value: text } });
    const typedAt = Date.now();
    expect(screen.queryByText('0.08617844')).toBeNull();
    await waitFor(() => expect(calls.length).toBe(before + 1), { timeout: 2000 });
    expect(calls.at(-1)?.query.get('fiatAmount')).toBe('123');
    expect(calls.at(-1)!.at - typedAt).toBeGreaterThanOrEqual(590);
  });

  it('aborts the older request when a newer one starts', async () => {
    const calls = serve({ holdFirstQuote: true });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    await waitFor(() => expect(calls.length).toBe(1));
    fireEvent.change(payInput(), { target: { value: '300' } });
    await waitFor(() => expect(calls.length).toBe(2), { timeout: 2000 });
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(await screen.findByText('0.08617844')).toBeTruthy();
  });

  it('says the minimum below it and asks for no quote; empty clears the amount', async () => {
    const calls = serve();
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    await screen.findByText('0.08617844');
    const before = calls.length;
    fireEvent.change(payInput(), { target: { value: '20' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum buy amount should be more than or equal to 30 EUR');
    fireEvent.change(payInput(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.length).toBe(before);
    expect(screen.getByRole('button', { name: 'Buy Now' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the quote block in place before the quote: the rate, the fees and the discount of a campaign flow, figures to come', async () => {
    serve({ holdFirstQuote: true });
    renderAt(<ExchangeRoute />, '/', { partner: { ...demoPartner, discountedFlows: ['BUY'] } });
    const block = await screen.findByRole('group', { name: 'Quote' });
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(within(block).getByText('1 ETH = … EUR')).toBeTruthy();
    const fees = within(block).getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('… EUR')).toBeTruthy();
    expect(within(fees).getByRole('button', { name: 'See fees calculation' }).hasAttribute('disabled')).toBe(true);
    expect(within(block).getByText('Tentative discount applied')).toBeTruthy();
  });

  it('reserves no discount line for a partner without a campaign on the flow', async () => {
    serve({ holdFirstQuote: true });
    renderAt(<ExchangeRoute />, '/', { partner: { ...demoPartner, discountedFlows: ['SELL'] } });
    const block = await screen.findByRole('group', { name: 'Quote' });
    expect(within(block).getByRole('region', { name: 'Fees' })).toBeTruthy();
    expect(within(block).queryByText('Tentative discount applied')).toBeNull();
  });

  it('hides the fee breakdown when the partner hides it and its fee is at most 1 percent', async () => {
    serve();
    sessionStore.set('widgetParams', { productsAvailed: ['BUY', 'SELL'], byProduct: { BUY: { isFeeCalculationHidden: true } }, rejected: [] });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    await screen.findByText('0.08617844');
    expect(screen.queryByRole('region', { name: 'Fees' })).toBeNull();
  });

  describe("'Please update your location if incorrect' (spec 000 section 8)", () => {
    const userIn = (countryCode: string) => aUser({ address: { countryCode, state: null, city: 'Paris', country: countryCode, addressLine1: '1 Rue' } });

    it("a method refused for the user's KYCed country: the alert, with 'Update Now' opening the address form again", async () => {
      serve({ user: userIn('FR') });
      sessionStore.set('authToken', 'token-1');
      const { router } = renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
      const alert = await screen.findByText(/Please update your location if incorrect/);
      expect(screen.getAllByText('This payment method is unavailable in your KYCed country.').length).toBe(2);
      fireEvent.click(within(alert).getByRole('link', { name: 'Update Now' }));
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/kyc-forms/address?update=true');
    });

    it('no alert when every method serves the KYCed country, nor when signed out', async () => {
      serve({ user: userIn('DE') });
      sessionStore.set('authToken', 'token-1');
      const { unmount } = renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
      // The signed-in user has loaded: the nudge is the one for a user without approved KYC.
      expect(await screen.findByText('Complete KYC to check actual discount')).toBeTruthy();
      expect(screen.queryByText(/Please update your location/)).toBeNull();
      unmount();
      sessionStore.remove('authToken');
      renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
      expect(await screen.findByText('0.08617844')).toBeTruthy();
      expect(screen.queryByText(/Please update your location/)).toBeNull();
    });
  });
});

describe('a quote the server refuses (its text fetched with the start path\'s failure texts)', () => {
  const unavailable = { code: 'QUOTE_UNAVAILABLE', params: { reason: 'PRICE', crypto: 'ETH', fiat: 'EUR' } };

  it('shows its reason in the amount error box', async () => {
    serve({ quoteError: unavailable });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect((await screen.findByRole('alert')).textContent).toBe('Prices for ETH in EUR are unavailable right now. Please try again shortly.');
  });

  it('in German too', async () => {
    loadEveryCatalogue('de');
    serve({ quoteError: unavailable });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect((await screen.findByRole('alert')).textContent).toBe('Kurse für ETH in EUR sind gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.');
  });
});

describe('the exchange in German (issue 18)', () => {
  const userIn = (countryCode: string) => aUser({ address: { countryCode, state: null, city: 'Paris', country: countryCode, addressLine1: '1 Rue' } });

  it('titles, labels, the fee lines and the rate in German, figures with a decimal comma', async () => {
    loadEveryCatalogue('de');
    serve();
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(document.documentElement.lang).toBe('de');
    expect(await screen.findByRole('heading', { name: 'Krypto direkt in Ihre Wallet kaufen' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verkaufen' })).toBeTruthy();
    expect(await screen.findByText('0,08617844')).toBeTruthy();
    expect(screen.getByLabelText('Sie zahlen')).toBeTruthy();
    expect(screen.getByText('Sie erhalten (geschätzt)')).toBeTruthy();
    expect(screen.getByText('1 ETH = 2772,16 EUR')).toBeTruthy();
    const fees = screen.getByRole('region', { name: 'Gebühren' });
    expect(within(fees).getByText('11,10 EUR')).toBeTruthy();
    expect(within(fees).getByText('(4,44 %)')).toBeTruthy();
    fireEvent.click(within(fees).getByRole('button', { name: 'Gebührenberechnung anzeigen' }));
    expect(await within(fees).findByText('Ferry-Gebühr')).toBeTruthy();
    expect(within(fees).getByText('1,25 EUR')).toBeTruthy();
    fireEvent.click(within(fees).getByRole('button', { name: 'Mehr zu: Ferry-Gebühr' }));
    expect(within(fees).getByRole('note').textContent).toBe('Die Gebühr von Ferry für die Abwicklung Ihrer Bestellung.');
    expect(screen.getByRole('radio', { name: /Karte/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt kaufen' })).toBeTruthy();
  });

  it("takes the amount with a decimal comma and prices it as a decimal string; says the minimum in German", async () => {
    loadEveryCatalogue('de');
    const calls = serve();
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    await screen.findByText('0,08617844');
    fireEvent.change(screen.getByLabelText('Sie zahlen'), { target: { value: '250,5' } });
    expect((screen.getByLabelText('Sie zahlen') as HTMLInputElement).value).toBe('250,5');
    await waitFor(() => expect(calls.at(-1)?.query.get('fiatAmount')).toBe('250.5'), { timeout: 2_000 });
    fireEvent.change(screen.getByLabelText('Sie zahlen'), { target: { value: '20' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Der Mindestbetrag für einen Kauf ist 30 EUR');
  });

  it("a payment method refused for the KYCed country says why in German, with the location alert", async () => {
    loadEveryCatalogue('de');
    serve({ user: userIn('FR') });
    sessionStore.set('authToken', 'token-1');
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(await screen.findByText(/Bitte aktualisieren Sie Ihren Standort, falls er nicht stimmt/)).toBeTruthy();
    expect(screen.getAllByText('Diese Zahlungsmethode ist im Land Ihrer KYC-Prüfung nicht verfügbar.').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Jetzt aktualisieren' })).toBeTruthy();
  });
});
