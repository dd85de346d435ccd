import type { MappedUser } from '@ferry/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aStreamUser } from '../../test/user-fixture.js';
import { StreamChooseMethodRoute } from './onboarding/choose-method-route.js';
import { StreamCompleteRoute } from './onboarding/complete-route.js';
import { StreamIntroRoute } from './onboarding/intro-route.js';
import { StreamTermsRoute } from './onboarding/terms-route.js';
import { StreamWalletsRoute } from './wallets/wallets-route.js';

const stream = aStreamUser;
const ok = (response: unknown) => ({ status: 200, body: { response } });

const sepa = {
  id: 'sepa_bank_transfer',
  name: 'SEPA Bank Transfer',
  icon: '/static/icons/pm-sepa.svg',
  displayMessage: '',
  isActive: true,
  supportedCountryCode: [],
  minAmount: '20',
  maxAmount: '5000',
  defaultAmount: '100',
  selected: true,
  isNftAllowed: false,
  isPayOutAllowed: true,
  minAmountForPayOut: '1250.5',
};
const euro = { symbol: 'EUR', name: 'Euro', logoSymbol: '€', roundOff: 2, isPayOutAllowed: true, paymentOptions: [sepa] };

function serve(user: MappedUser) {
  fakeApi({
    users: ok(user),
    'fiat-currencies': ok([euro]),
    cards: ok([]),
    'stream/fee': ok({ ferryOffRampStreamFeePercentage: '1.5' }),
    'stream/settings': ok({ onboardingApiKey: demoPartner.apiKey, fiatCurrencyCode: 'EUR', paymentMethod: 'sepa_bank_transfer', flowType: 'IN_APP', payoutType: 'BANK', payoutId: 'b', moneyTransferType: null }),
  });
}

const at = (path: string, element: React.ReactNode, state?: unknown) =>
  renderRoutes([{ path, element }, { path: '*', Component: () => <p>elsewhere</p> }], { initialEntries: [{ pathname: path, state }], partner: demoPartner });

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  loadEveryCatalogue('de');
});

describe('the off-ramp stream in German (issue 18 item 2)', () => {
  it("the intro: 'Jetzt aktivieren' and 'So funktioniert es' with its three steps and 'Okay'", async () => {
    serve(stream({}));
    at('/user/off-ramp-stream-onboarding/intro', <StreamIntroRoute />);
    expect(await screen.findByRole('heading', { name: 'Ferry Off-Ramp Stream' })).toBeTruthy();
    expect(screen.getByText(/^Erhalten Sie für jede Kryptowährung Ihre eigene Wallet-Adresse\./)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Jetzt aktivieren' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'So funktioniert es' }));
    const drawer = await screen.findByRole('dialog', { name: 'So funktioniert es' });
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(3);
    expect(within(drawer).getByText(/^Wiederholen Sie Schritt 1 jederzeit\./)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Okay' })).toBeTruthy();
  });

  it("terms: 'Ich stimme zu' saves the details and says 'Auszahlungsdaten gespeichert'", async () => {
    serve(stream({}));
    at('/user/off-ramp-stream-onboarding/terms-and-conditions', <StreamTermsRoute />, {
      redirectPath: '/user/off-ramp-stream-onboarding/terms-and-conditions',
      fiatCurrency: 'EUR',
      paymentMethod: 'sepa_bank_transfer',
      bankId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    });
    expect(await screen.findByRole('heading', { name: 'Bedingungen des Off-Ramp Streams' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ich stimme zu' }));
    expect(await screen.findByText('Auszahlungsdaten gespeichert')).toBeTruthy();
  });

  it("My Stream Wallets without withdrawal details: 'Auszahlungsdaten fehlen!' with 'Auszahlungsdaten hinzufügen'", async () => {
    serve(stream({}));
    at('/user/off-ramp-stream/wallets', <StreamWalletsRoute />);
    expect(await screen.findByRole('heading', { name: 'Auszahlungsdaten fehlen!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auszahlungsdaten hinzufügen' })).toBeTruthy();
    // The header sits behind the modal pop-up, so it is out of the accessibility tree (aria-hidden) but still shown.
    expect(screen.getByRole('heading', { name: 'Meine Stream-Wallets', hidden: true })).toBeTruthy();
  });

  it('an ineligible user gets the blocking error in German', async () => {
    serve(stream({ isEligible: false }));
    at('/user/off-ramp-stream-onboarding/intro', <StreamIntroRoute />);
    expect(await screen.findByText('Leider haben Sie keinen Zugang zu diesem Service.')).toBeTruthy();
  });

  it("choose withdrawal method: 'Geld erhalten in', the fees as German percentages and the minimum payout", async () => {
    serve(stream({}));
    at('/user/off-ramp-stream-onboarding/choose-withdrawal-method', <StreamChooseMethodRoute />);
    expect(await screen.findByRole('heading', { name: 'Bevorzugte Auszahlungsdaten' })).toBeTruthy();
    expect(screen.getByText('Geld erhalten in')).toBeTruthy();
    expect(screen.getByText('Hohe Erfolgsquote')).toBeTruthy();
    expect(await screen.findByText('1,5 %')).toBeTruthy();
    expect(screen.getByText('Mindestauszahlung')).toBeTruthy();
    expect(screen.getByText('1.250,5 EUR')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });

  it("complete: 'Herzlichen Glückwunsch!' with 'Weiter' and 'Zurück zur App'", async () => {
    serve(stream({ paymentMethod: 'sepa_bank_transfer', onboardingApiKey: demoPartner.apiKey, isOnboardingComplete: true }));
    at('/user/off-ramp-stream-onboarding/complete', <StreamCompleteRoute />);
    expect(await screen.findByRole('heading', { name: 'Herzlichen Glückwunsch!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur App' })).toBeTruthy();
  });
});
