import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt } from '../../test/render.js';
import { aCard, aSellQuote } from '../../test/sell-fixtures.js';
import { PayoutCardCheck } from './payout-card-check.js';
import { SelectCardRoute } from './select-card-route.js';
import { cardFormUrl } from './use-card-form.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const allowed = aCard({ id: '11111111-1111-4111-8111-00000000000a', last4: '4444', network: 'MASTERCARD', isPayoutAllowed: true });
const refused = aCard({ id: '11111111-1111-4111-8111-00000000000c', last4: '0002', isPayoutAllowed: false });

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
  loadEveryCatalogue('de');
});

describe('the card screens in German (issue 18 item 2)', () => {
  it("select card, sell flow: a card that cannot receive payouts reads 'Karte nicht für Auszahlungen geeignet'", async () => {
    sessionStore.set('quote', aSellQuote({ paymentMethod: 'credit_debit_card' }));
    fakeApi({ cards: ok([refused, allowed]) });
    renderAt(<SelectCardRoute />, '/user/select-card', { partner: demoPartner });
    const list = await screen.findByRole('list', { name: 'Karten' });
    expect(screen.getByRole('heading', { name: 'Karte auswählen' })).toBeTruthy();
    const disabled = await waitFor(() => {
      const button = list.querySelector('button:disabled');
      if (!button) throw new Error('no disabled card yet');
      return button;
    });
    expect(disabled.textContent).toBe('VISA**** 0002Karte nicht für Auszahlungen geeignet');
    expect(screen.getByRole('button', { name: 'Neue Karte hinzufügen' })).toBeTruthy();
  });

  it("the gateway's hosted card form is asked for in German (its labels are the gateway's)", () => {
    expect(new URL(cardFormUrl(), 'http://localhost').searchParams.get('locale')).toBe('de');
  });

  it('select card: deleting asks in German', async () => {
    fakeApi({ cards: ok([allowed]) });
    renderAt(<SelectCardRoute />, '/user/select-card', { partner: demoPartner });
    fireEvent.click(await screen.findByRole('button', { name: 'MASTERCARD **** 4444 löschen' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Möchten Sie Ihre gespeicherte Karte wirklich entfernen?')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Ja' })).toBeTruthy();
  });

  it("the 'Card Authorization' frame and its countdown in German", async () => {
    fakeApi({});
    renderAt(
      <PayoutCardCheck
        validation={{ paymentId: 'pay_0000000000000001', pgData: { redirectionRequired: true, redirectUrl: 'http://localhost/sandbox/card-gateway/3ds/pay_0000000000000001' } }}
        onAllowed={vi.fn()}
        onRefused={vi.fn()}
      />,
    );
    expect(await screen.findByTitle('Kartenautorisierung')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kartenautorisierung' })).toBeTruthy();
    expect(screen.getByText(/^Autorisieren Sie die Karte oben\. Sie können in 1?\d s fortfahren\.$/)).toBeTruthy();
  });
});
