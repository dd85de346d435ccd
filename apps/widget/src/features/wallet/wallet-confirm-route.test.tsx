import type { Quote } from '@ferry/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fieldErrorOf } from '../../test/field-error.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { WalletConfirmRoute } from './wallet-confirm-route.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';

const quote = {
  quoteId: 'q.sig', isBuyOrSell: 'BUY', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
  fiatAmount: '250.00', cryptoAmount: '0.08', conversionPrice: '0.00036', feeDecimal: '0.0444', totalFee: '11.10', totalFeesFiat: '11.10',
  totalAmount: '250.00', slippage: '0.5', notes: [], isFeeExcludedFromFiat: false, ferryFeeOffPercent: '0', campaignAmount: '0.00',
  actualFerryFees: '2.50', actualTotalFees: '11.10', issuedAt: '2025-01-01T00:00:00.000Z', expiresAt: '2025-01-01T00:01:00.000Z', feeBreakdown: [],
} satisfies Quote;

function renderWallet() {
  return renderRoutes(
    [
      { path: '/wallet-confirm', element: <WalletConfirmRoute /> },
      { path: '/', element: <p>exchange</p> },
      { path: '/login/email', element: <p>login</p> },
    ],
    { initialEntries: ['/wallet-confirm'], partner: demoPartner },
  );
}

describe('wallet address page', () => {
  it('goes back to the exchange without a quote', async () => {
    renderWallet();
    expect(await screen.findByText('exchange')).toBeTruthy();
  });

  it("reads 'Buy {crypto}' and refuses a malformed address with 'Please enter a valid ETH wallet address'", async () => {
    sessionStore.set('quote', quote);
    renderWallet();
    fireEvent.change(await screen.findByLabelText('Your ETH wallet address'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy ETH' }));
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText('Your ETH wallet address'))).toBe('Please enter a valid ETH wallet address'));
    expect(sessionStore.get('walletAddress')).toBeUndefined();
  });

  it('trims a valid address, keeps it with the quote and goes on to sign-in', async () => {
    sessionStore.set('quote', quote);
    renderWallet();
    fireEvent.change(await screen.findByLabelText('Your ETH wallet address'), { target: { value: '  0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy ETH' }));
    expect(await screen.findByText('login')).toBeTruthy();
    expect(sessionStore.get('walletAddress')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(sessionStore.get('quote')).toMatchObject({ walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
  });

  it("reads 'Buy NFT' for an NFT quote", async () => {
    sessionStore.set('quote', { ...quote, nftData: { nftTitle: 'A', nftImage: '', quantity: 1 } });
    renderWallet();
    expect(await screen.findByRole('button', { name: 'Buy NFT' })).toBeTruthy();
  });

  it('speaks German: its title, the address field, the hint and the call to action', async () => {
    loadEveryCatalogue('de');
    sessionStore.set('quote', quote);
    renderWallet();
    expect(await screen.findByRole('heading', { name: 'Wallet-Adresse eingeben' })).toBeTruthy();
    expect(screen.getByLabelText('Ihre ETH-Wallet-Adresse').getAttribute('placeholder')).toBe('Ihre ETH-Adresse eingeben');
    expect(screen.getByText('Netzwerk: ethereum')).toBeTruthy();
    expect(screen.getByText(/An eine falsche Adresse gesendete Krypto kann nicht zurückgeholt werden/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ETH kaufen' })).toBeTruthy();
  });
});
