import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newCardsStore } from '../../stores/new-cards.js';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt } from '../../test/render.js';
import { aCard } from '../../test/sell-fixtures.js';
import { SelectCardRoute } from './select-card-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });

beforeEach(() => {
  window.sessionStorage.clear();
  sessionStore.set('authToken', 'token-1');
});

describe('select card in the buy flow (spec 001 section 2)', () => {
  it('lists a card added in this tab once after an order saved it: the saved card, with Delete', async () => {
    newCardsStore.add({ token: 'tok_abcdefghijklmnop3220', scheme: 'visa', last4: '3220', bin: '400000', expiryMonth: 12, expiryYear: 2099, cardType: 'DEBIT' });
    newCardsStore.add({ token: 'tok_abcdefghijklmnop4444', scheme: 'mastercard', last4: '4444', bin: '555555', expiryMonth: 1, expiryYear: 2030, cardType: 'DEBIT' });
    fakeApi({ cards: ok([aCard({ id: '11111111-1111-4111-8111-000000003220', last4: '3220', last4Digits: '3220', expiryMonth: 12, expiryYear: 2099 })]) });
    renderAt(<SelectCardRoute />, '/user/select-card', { partner: demoPartner });
    const list = await screen.findByRole('list', { name: 'Cards' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('button')?.textContent)).toEqual(['MASTERCARD**** 4444', 'VISA**** 3220']);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete VISA **** 3220' })).toBeTruthy();
  });
});
