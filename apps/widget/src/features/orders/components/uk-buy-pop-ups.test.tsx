import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-store.js';
import { fakeApi } from '../../../test/fake-api.js';
import { renderAt } from '../../../test/render.js';
import { UkBuyPopUps } from './uk-buy-pop-ups.js';

const orders = (paymentOptionIds: string[]) => ({
  status: 200,
  body: {
    response: paymentOptionIds.map((paymentOptionId, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      status: 'COMPLETED',
      isBuyOrSell: 'BUY',
      cryptoAmount: '0.1',
      cryptoCurrency: 'ETH',
      fiatAmount: '100',
      fiatCurrency: 'GBP',
      createdAt: '2030-01-01T00:00:00.000Z',
      orderProcessingType: null,
      isNFTOrder: false,
      nftAssetInfo: null,
      ferryOneData: null,
      paymentOptionId,
    })),
  },
});

beforeEach(() => sessionStore.set('authToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('UK pop-ups before a buy is confirmed (spec 001 section 2)', () => {
  it('a UK user with no orders acknowledges the high-risk pop-up, then the scam-awareness pop-up', async () => {
    fakeApi({ orders: orders([]) });
    renderAt(<UkBuyPopUps flow="BUY" addressCountryCode="GB" />);
    expect(await screen.findByRole('alertdialog', { name: 'This is a high-risk investment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take 2 mins to learn more' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(await screen.findByRole('alertdialog', { name: 'Beware of scams' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a previous card order leaves only the scam pop-up; a previous GBP bank order leaves none', async () => {
    fakeApi({ orders: orders(['credit_debit_card']) });
    const view = renderAt(<UkBuyPopUps flow="BUY" addressCountryCode="GB" />);
    expect(await screen.findByRole('alertdialog', { name: 'Beware of scams' })).toBeTruthy();
    view.unmount();
    const fetchMock = fakeApi({ orders: orders(['gbp_bank_transfer']) });
    renderAt(<UkBuyPopUps flow="BUY" addressCountryCode="GB" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('users outside the UK are not asked for their orders and see nothing', () => {
    const fetchMock = fakeApi({ orders: orders([]) });
    renderAt(<UkBuyPopUps flow="BUY" addressCountryCode="DE" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
