import type { FiatCurrency } from '@ferry/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aUser } from '../../test/user-fixture.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { categoryChoices, defaultCategory, limitCurrencies } from './limit-choices.js';
import { LimitsRoute } from './limits-route.js';

const fiat = (symbol: string): FiatCurrency => ({ symbol, name: symbol, logoSymbol: symbol, roundOff: 2, isPayOutAllowed: true, paymentOptions: [] });
const window = (limits: string, spent: string, remaining: string) => ({ limits, spent, remaining });

type Answer = { status: number; body: unknown };
function serve(limits: (query: URLSearchParams) => Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const answer: Answer =
      path === 'users'
        ? { status: 200, body: { response: aUser({}, { status: 'APPROVED', type: 'SIMPLE', highestApprovedKYCType: 'SIMPLE' }) } }
        : path === 'fiat-currencies'
          ? { status: 200, body: { response: [fiat('JPY'), fiat('GBP'), fiat('EUR')] } }
          : path === 'limits'
            ? limits(url.searchParams)
            : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const renderLimits = () => renderRoutes([{ path: '/user/limits', element: <LimitsRoute /> }], { initialEntries: ['/user/limits'], partner: demoPartner });

beforeEach(() => sessionStore.set('authToken', 'token-1'));

describe('My limits choices (spec 001 section 2)', () => {
  it('buy: card (Cards, Apple Pay, Google Pay), bank transfer, cash, P2P; sell: cards and bank transfer', () => {
    expect(categoryChoices('BUY').map((choice) => choice.label)).toEqual(['Cards, Apple Pay, Google Pay', 'Bank transfer', 'Cash', 'P2P']);
    expect(categoryChoices('SELL').map((choice) => choice.label)).toEqual(['Cards', 'Bank transfer']);
  });
  it('defaults: card for buy, bank transfer for sell, and the first currency that has limits', () => {
    expect(defaultCategory('BUY')).toBe('card');
    expect(defaultCategory('SELL')).toBe('bank_transfer');
    expect(limitCurrencies(['JPY', 'GBP', 'EUR'])).toEqual(['GBP', 'EUR']);
  });
});

describe('My limits screen', () => {
  it("shows 'Today', 'Last 30 days' and 'Last 365 days' with truncated values and bars clamped between 1 and 100 %", async () => {
    const fetchMock = serve(() => ({
      status: 200,
      body: { response: { '1': window('260', '0', '260'), '30': window('1300', '172.99', '1127.01'), '365': window('4300', '5000.5', '0') } },
    }));
    renderLimits();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Limit 260 GBP')).toBeTruthy();
    expect(within(today).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(month).getByText('172 GBP')).toBeTruthy();
    expect(within(month).getByText('1127 GBP')).toBeTruthy();
    const year = screen.getByRole('region', { name: 'Last 365 days' });
    expect(within(year).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const asked = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).includes('/limits'))?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ isBuyOrSell: 'BUY', paymentCategory: 'card', fiatCurrency: 'GBP', kycType: 'SIMPLE' });
    expect((screen.getByLabelText('Payment category') as HTMLSelectElement).value).toBe('card');
  });

  it('sell switches to bank transfer and its two categories; another currency asks again', async () => {
    const fetchMock = serve(() => ({ status: 200, body: { response: { '1': window('1', '0', '1'), '30': window('1', '0', '1'), '365': window('1', '0', '1') } } }));
    renderLimits();
    await screen.findByRole('region', { name: 'Today' });
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    const category = screen.getByLabelText('Payment category') as HTMLSelectElement;
    expect(category.value).toBe('bank_transfer');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Cards', 'Bank transfer']);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    expect(await screen.findAllByText('Limit 1 EUR')).toHaveLength(3);
    const last = new URL(String(fetchMock.mock.calls.filter(([input]) => String(input).includes('/limits')).at(-1)?.[0]), 'http://localhost').searchParams;
    expect(last.get('isBuyOrSell')).toBe('SELL');
    expect(last.get('paymentCategory')).toBe('bank_transfer');
    expect(last.get('fiatCurrency')).toBe('EUR');
  });

  it("a failed load says 'Oops! Failed to load limits for {currency}...'", async () => {
    serve(() => ({ status: 400, body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'no limits' } }));
    renderLimits();
    expect(
      await screen.findByText('Oops! Failed to load limits for GBP. Please try again or contact support if issue persists.'),
    ).toBeTruthy();
  });
});

describe('My limits in German', () => {
  it("shows 'Heute', 'Letzte 30 Tage' and 'Letzte 365 Tage', the level and the categories in German", async () => {
    loadEveryCatalogue('de');
    serve(() => ({ status: 200, body: { response: { '1': window('260', '0', '260'), '30': window('1300', '172.99', '1127.01'), '365': window('4300', '0', '4300') } } }));
    renderLimits();
    const today = await screen.findByRole('region', { name: 'Heute' });
    expect(within(today).getByText('Limit 260 GBP')).toBeTruthy();
    expect(within(today).getByText('Verbleibend')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Letzte 30 Tage' })).getByText('172 GBP')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Letzte 365 Tage' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Limits' })).toBeTruthy();
    expect(screen.getByText('KYC-Stufe: Stufe 1 (SIMPLE)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verkaufen' })).toBeTruthy();
    const category = screen.getByLabelText('Zahlungsart') as HTMLSelectElement;
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Karten, Apple Pay, Google Pay', 'Banküberweisung', 'Bargeld', 'P2P']);
  });

  it('says in German when the limits cannot be loaded', async () => {
    loadEveryCatalogue('de');
    serve(() => ({ status: 400, body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'no limits' } }));
    renderLimits();
    expect(
      await screen.findByText('Hoppla! Die Limits für GBP konnten nicht geladen werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support, falls das Problem bestehen bleibt.'),
    ).toBeTruthy();
  });
});
