import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { renderAt } from '../../../test/render.js';
import { CurrencyPicker } from './currency-picker.js';
import type { PickerItem } from './currency-picker-sheet.js';

const cryptos: PickerItem[] = [
  { id: 'ETH_ethereum', symbol: 'ETH', name: 'Ethereum', network: 'ethereum', isPopular: true },
  { id: 'ETH_arbitrum', symbol: 'ETH', name: 'Ethereum', network: 'arbitrum' },
  { id: 'BTC_bitcoin', symbol: 'BTC', name: 'Bitcoin', network: 'bitcoin', isPopular: true },
];
const fiats: PickerItem[] = [
  { id: 'EUR', symbol: 'EUR', name: 'Euro' },
  { id: 'GBP', symbol: 'GBP', name: 'British Pound' },
];

function open(props: { items: PickerItem[]; isFiat?: boolean; title: string }) {
  const onSelect = vi.fn();
  renderAt(<CurrencyPicker isOpen selectedId={undefined} onSelect={onSelect} onClose={() => undefined} {...props} />);
  return onSelect;
}

describe('currency picker', () => {
  it('searches by name or code, filters by network and says when nothing matches', async () => {
    open({ items: cryptos, title: 'Select crypto' });
    const list = await screen.findByRole('list', { name: 'Select crypto' });
    expect(screen.getByRole('heading', { name: 'Popular' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'arbitrum' }));
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'All Networks' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'bit' } });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['BTCBitcoinbitcoin']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'doge' } });
    expect(screen.getByText('No matching currency found.')).toBeTruthy();
  });

  it('speaks German, with the browser\'s German names of the fiat currencies', async () => {
    loadEveryCatalogue('de');
    open({ items: fiats, isFiat: true, title: 'Fiatwährung wählen' });
    const list = await screen.findByRole('list', { name: 'Fiatwährung wählen' });
    expect(screen.getByRole('searchbox', { name: 'Suchen' }).getAttribute('placeholder')).toBe('Nach Name oder Kürzel suchen');
    expect(screen.getByRole('heading', { name: 'Währungen' })).toBeTruthy();
    expect(within(list).getByText('Britisches Pfund')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'pfund' } });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'yen' } });
    expect(screen.getByText('Keine passende Währung gefunden.')).toBeTruthy();
  });
});
