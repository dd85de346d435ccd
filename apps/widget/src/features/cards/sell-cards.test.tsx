import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt, renderRoutes } from '../../test/render.js';
import { aCard, aSellQuote } from '../../test/sell-fixtures.js';
import { PayoutCardCheck } from './payout-card-check.js';
import { SelectCardRoute } from './select-card-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const allowed = aCard({ id: '11111111-1111-4111-8111-00000000000a', last4: '4444', network: 'MASTERCARD', isPayoutAllowed: true, moneyTransferType: 'standard' });
const unknown = aCard({ id: '11111111-1111-4111-8111-00000000000b', last4: '4242' });
const refused = aCard({ id: '11111111-1111-4111-8111-00000000000c', last4: '0002', isPayoutAllowed: false });

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('select card in the sell flow (spec 001 sections 2 and 4)', () => {
  it("orders payout-allowed first, unknown (checked for the quote's fiat) second, not-allowed last, disabled with 'Card not eligible for payout'", async () => {
    sessionStore.set('quote', aSellQuote({ paymentMethod: 'credit_debit_card' }));
    const fetchMock = fakeApi({ cards: ok([refused, unknown, allowed]), 'cards/is-payout-card': ok({ isPayoutAllowed: false, moneyTransferType: null }) });
    const { router } = renderRoutes(
      [
        { path: '/user/select-card', element: <SelectCardRoute /> },
        { path: '/user/confirm-order', Component: () => <p>confirm order</p> },
      ],
      { initialEntries: ['/user/select-card'], partner: demoPartner },
    );
    const list = await screen.findByRole('list', { name: 'Cards' });
    await waitFor(() => expect(list.querySelectorAll('button:disabled')).toHaveLength(2));
    const choices = [...list.querySelectorAll('li > button:first-child')].map((button) => button.textContent);
    expect(choices[0]).toBe('MASTERCARD**** 4444');
    expect(choices.slice(1).every((text) => text?.endsWith('Card not eligible for payout'))).toBe(true);
    const check = fetchMock.mock.calls.find(([input]) => String(input).includes('is-payout-card'));
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ cardId: unknown.id, fiatCurrency: 'EUR' });
    fireEvent.click(screen.getByRole('button', { name: 'MASTERCARD**** 4444' }));
    expect(await screen.findByText('confirm order')).toBeTruthy();
    expect(router.state.location.search).toBe(`?cardId=${allowed.id}`);
  });
  it('a failed payout check counts as not allowed', async () => {
    sessionStore.set('quote', aSellQuote({ paymentMethod: 'credit_debit_card' }));
    fakeApi({ cards: ok([unknown]), 'cards/is-payout-card': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } });
    renderAt(<SelectCardRoute />, '/user/select-card', { partner: demoPartner });
    expect(await screen.findByText('Card not eligible for payout')).toBeTruthy();
  });
});

describe('add card, sell variant: the payout check (spec 001 sections 2, 4 and 9)', () => {
  it("without a redirect it polls the payout card status every 2 s until the card id arrives, then the card is allowed", async () => {
    let polls = 0;
    const fetchMock = fakeApi({});
    fetchMock.mockImplementation(async () => {
      polls += 1;
      const body = polls < 2 ? { cardId: null, isPayoutAllowed: false, moneyTransferType: null } : { cardId: allowed.id, isPayoutAllowed: true, moneyTransferType: 'fast_funds' };
      return new Response(JSON.stringify({ response: body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const onAllowed = vi.fn();
    renderAt(
      <PayoutCardCheck validation={{ paymentId: 'pay_0000000000000000', pgData: { redirectionRequired: false, redirectUrl: null } }} onAllowed={onAllowed} onRefused={vi.fn()} />,
    );
    expect(await screen.findByText(/Checking that your card can receive payouts/)).toBeTruthy();
    await waitFor(() => expect(onAllowed).toHaveBeenCalledWith({ cardId: allowed.id, isPayoutAllowed: true, moneyTransferType: 'fast_funds' }), { timeout: 4000 });
    expect(polls).toBe(2);
  });
  it("with a redirect: the 'Card Authorization' frame, a 10-second countdown, then 'I've authorized the payment' starts the check; a refused card reads 'Card not eligible for payout'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = fakeApi({ 'cards/payout/pay_0000000000000001': ok({ cardId: refused.id, isPayoutAllowed: false, moneyTransferType: null }) });
    const onRefused = vi.fn();
    renderAt(
      <PayoutCardCheck
        validation={{ paymentId: 'pay_0000000000000001', pgData: { redirectionRequired: true, redirectUrl: 'http://localhost/sandbox/card-gateway/3ds/pay_0000000000000001' } }}
        onAllowed={vi.fn()}
        onRefused={onRefused}
      />,
    );
    const frame = await screen.findByTitle('Card Authorization');
    expect(frame.getAttribute('src')).toBe('http://localhost/sandbox/card-gateway/3ds/pay_0000000000000001');
    expect(screen.getByText(/You can continue in 10 s/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I've authorized the payment" })).toBeNull();
    for (let second = 0; second < 10; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: "I've authorized the payment" }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('Card not eligible for payout'));
  });
});
