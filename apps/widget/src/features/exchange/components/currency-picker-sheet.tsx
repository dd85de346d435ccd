import { useMemo, useState } from 'react';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import styles from './currency-picker.module.css';
import { CurrencyLogo } from './currency-logo.js';
import { currencyName } from '../../../i18n/currency-names.js';
import { t } from '../../../i18n/i18n.js';

export type PickerItem = {
  id: string;
  symbol: string;
  name: string;
  /** A crypto's network; fiat items have none. */
  network?: string;
  image?: string;
  isPopular?: boolean;
};

export interface CurrencyPickerProps {
  title: string;
  isOpen: boolean;
  items: readonly PickerItem[];
  /** Fiat currencies: named in the user's language (i18n/currency-names.ts), the server's names being English. */
  isFiat?: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onClose: () => void;
}

/** The network filter's 'All Networks' choice (a network's own name never is empty). */
const ALL_NETWORKS = '';

/** A chooser with search by name or code; cryptos also get a popular list and a network filter. */
export function CurrencyPickerSheet({ title, isOpen, items: given, isFiat = false, selectedId, onSelect, onClose }: CurrencyPickerProps) {
  const items = useMemo(() => (isFiat ? given.map((item) => ({ ...item, name: currencyName(item.symbol, item.name) })) : given), [given, isFiat]);
  const [search, setSearch] = useState('');
  const [network, setNetwork] = useState(ALL_NETWORKS);
  const networks = useMemo(() => [...new Set(items.flatMap((item) => (item.network ? [item.network] : [])))], [items]);
  const term = search.trim().toLowerCase();
  const matches = items.filter(
    (item) =>
      (network === ALL_NETWORKS || item.network === network) &&
      (term === '' || item.symbol.toLowerCase().includes(term) || item.name.toLowerCase().includes(term)),
  );
  const popular = term === '' && network === ALL_NETWORKS ? items.filter((item) => item.isPopular) : [];

  const choose = (id: string) => {
    onSelect(id);
    onClose();
  };

  return (
    <BottomDrawer isOpen={isOpen} title={title} onClose={onClose} hasCloseButton>
      <input
        className={styles.search}
        type="search"
        placeholder={t('exchange.picker.searchHint')}
        aria-label={t('exchange.picker.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {networks.length > 1 && (
        <div className={styles.networks} role="group" aria-label={t('exchange.picker.networks')}>
          {[ALL_NETWORKS, ...networks].map((name) => (
            <button key={name} type="button" className={styles.chip} aria-pressed={network === name} onClick={() => setNetwork(name)}>
              {name !== ALL_NETWORKS && <Artwork src={artworkUrl.network(name)} alt="" size={16} />}
              {name || t('exchange.picker.allNetworks')}
            </button>
          ))}
        </div>
      )}
      {popular.length > 0 && (
        <>
          <h3 className={styles.section}>{t('exchange.picker.popular')}</h3>
          <div className={styles.popular}>
            {popular.map((item) => (
              <button key={item.id} type="button" className={styles.popularItem} onClick={() => choose(item.id)} aria-label={t('exchange.picker.onNetwork', { crypto: item.symbol, network: item.network ?? '' })}>
                <CurrencyLogo symbol={item.symbol} image={item.image} size={20} />
                {item.symbol}
              </button>
            ))}
          </div>
        </>
      )}
      <h3 className={styles.section}>{t(popular.length > 0 ? 'exchange.picker.all' : 'exchange.picker.currencies')}</h3>
      <ul className={styles.list} aria-label={title}>
        {matches.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} aria-current={item.id === selectedId || undefined} onClick={() => choose(item.id)}>
              <CurrencyLogo symbol={item.symbol} image={item.image} network={item.network} size={32} />
              <span className={styles.names}>
                <span className={styles.symbol}>{item.symbol}</span>
                <span className={styles.name}>{item.name}</span>
              </span>
              {item.network && <span className={styles.network}>{item.network}</span>}
            </button>
          </li>
        ))}
      </ul>
      {matches.length === 0 && <p className={styles.empty}>{t('exchange.picker.empty')}</p>}
    </BottomDrawer>
  );
}
