import type { MappedUser } from '@ferry/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aStreamUser } from '../../test/user-fixture.js';
import { StreamTermsRoute } from './onboarding/terms-route.js';
import { StreamWalletsRoute } from './wallets/wallets-route.js';

const stream = aStreamUser;

function serve(user: MappedUser) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1\//, '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body =
        path === 'users'
          ? { response: user }
          : path === 'stream/settings'
            ? { response: { onboardingApiKey: demoPartner.apiKey, fiatCurrencyCode: 'EUR', paymentMethod: 'sepa_bank_transfer', flowType: 'IN_APP', payoutType: 'BANK', payoutId: 'b', moneyTransferType: null } }
            : path === 'crypto-currencies'
              ? { response: [] }
              : { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
      return new Response(JSON.stringify(body), { status: 'response' in body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const termsState = { redirectPath: '/user/off-ramp-stream-onboarding/terms-and-conditions', fiatCurrency: 'EUR', paymentMethod: 'sepa_bank_transfer', bankId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' };
const renderTerms = () =>
  renderRoutes(
    [
      { path: '/user/off-ramp-stream-onboarding/terms-and-conditions', element: <StreamTermsRoute /> },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/user/off-ramp-stream-onboarding/terms-and-conditions', state: termsState }], partner: demoPartner },
  );

beforeEach(() => sessionStore.set('authToken', 'token-1'));

describe('stream access (spec 001 sections 4 and 6)', () => {
  it("an ineligible user gets the blocking 'not allowed' error with no button", async () => {
    serve(stream({ isEligible: false }));
    renderTerms();
    expect(await screen.findByText('Unfortunately you are not allowed to access this service.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
  it("a user onboarded with another partner gets 'You have already signed up with a different partner' with 'Back to App'", async () => {
    serve(stream({ onboardingApiKey: 'pk_other', paymentMethod: 'sepa_bank_transfer', isOnboardingComplete: true }));
    renderTerms();
    expect(await screen.findByRole('heading', { name: 'You have already signed up with a different partner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to App' }).getAttribute('href')).toBe('/');
  });
});

describe('terms: I Accept saves the withdrawal details', () => {
  it("with POST when no stream payment method exists, then 'Withdrawal details saved'", async () => {
    const calls = serve(stream({}));
    renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'I Accept' }));
    expect(await screen.findByText('Withdrawal details saved')).toBeTruthy();
    const save = calls.find((call) => call.path === 'stream/settings');
    expect(save?.method).toBe('POST');
    expect(save?.body).toEqual({ partnerApiKey: demoPartner.apiKey, flowType: 'IN_APP', fiatCurrency: 'EUR', paymentMethod: 'sepa_bank_transfer', bankId: termsState.bankId });
  });
  it("with PUT when one exists, then 'Withdrawal details updated'", async () => {
    const calls = serve(stream({ paymentMethod: 'credit_debit_card', onboardingApiKey: demoPartner.apiKey, isOnboardingComplete: true }));
    renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'I Accept' }));
    expect(await screen.findByText('Withdrawal details updated')).toBeTruthy();
    await waitFor(() => expect(calls.find((call) => call.path === 'stream/settings')?.method).toBe('PUT'));
  });
});

describe('My Stream Wallets', () => {
  it("without withdrawal details shows 'Withdrawal details missing!' with 'Add Withdrawal Details'", async () => {
    serve(stream({}));
    renderRoutes([{ path: '/user/off-ramp-stream/wallets', element: <StreamWalletsRoute /> }], { initialEntries: ['/user/off-ramp-stream/wallets'], partner: demoPartner });
    expect(await screen.findByRole('heading', { name: 'Withdrawal details missing!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Withdrawal Details' }).getAttribute('href')).toBe('/user/off-ramp-stream-onboarding/choose-withdrawal-method');
  });
});
